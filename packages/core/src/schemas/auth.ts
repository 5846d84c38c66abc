import { z } from 'zod';
import { OTP_CHANNELS, OTP_LENGTH } from '../auth/otp.ts';
import { emailSchema, optionalEmailSchema } from '../validation/email.ts';
import { currentPasswordSchema, passwordSchema, refinePasswordsMatch } from '../validation/password.ts';
import { personNameSchema } from '../validation/person-name.ts';
import { callingCodeSchema, countryCodeSchema, mobileSchema, refineMobile } from '../validation/phone.ts';

/**
 * Request and response shapes of sign-up, sign-in and password recovery
 * (SPEC.md §7 vendor auth calls), shared by the API and the web forms.
 * Objects strip unknown keys, so `type`, `is_approved`, `store_id` or
 * `staff_role` sent by a client never reach a use case.
 */

export const otpSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'invalid');

const businessText = z.string().trim().min(2).max(100);

export const registerUserBody = refineMobile(
  refinePasswordsMatch(
    z.object({
      name: personNameSchema,
      email: emailSchema,
      country_code: countryCodeSchema,
      mobile: mobileSchema,
      password: passwordSchema,
      password_confirmation: z.string(),
    }),
  ),
);
export type RegisterUserBody = z.infer<typeof registerUserBody>;

export const loginBody = z.object({ email: emailSchema, password: currentPasswordSchema });
export type LoginBody = z.infer<typeof loginBody>;

/** Without `otp` the call sends a code; with it, it signs in. */
export const loginWithOtpBody = refineMobile(
  z.object({ country_code: countryCodeSchema, mobile: mobileSchema, otp: otpSchema.optional() }),
);
export type LoginWithOtpBody = z.infer<typeof loginWithOtpBody>;

/** A new customer by mobile: `name` is needed with the code unless the number already has an account. */
export const registerWithOtpBody = refineMobile(
  z.object({
    country_code: countryCodeSchema,
    mobile: mobileSchema,
    otp: otpSchema.optional(),
    name: personNameSchema.optional(),
    email: optionalEmailSchema,
  }),
);
export type RegisterWithOtpBody = z.infer<typeof registerWithOtpBody>;

/** SPEC.md §3 "Vendor signup": sent whole with and without the code. */
export const newStoreWithOtpBody = refineMobile(
  z.object({
    country_code: countryCodeSchema,
    mobile: mobileSchema,
    otp: otpSchema.optional(),
    business_name: businessText,
    name: personNameSchema,
    area_name: businessText,
  }),
);
export type NewStoreWithOtpBody = z.infer<typeof newStoreWithOtpBody>;

/** Names an account by e-mail or by mobile; the first one given wins. */
const accountLookupShape = {
  email: optionalEmailSchema,
  country_code: callingCodeSchema.optional(),
  mobile: z.string().trim().max(24).optional(),
};

function refineLookup<T extends z.ZodType<{ email?: string | undefined; mobile?: string | undefined }>>(schema: T) {
  return refineMobile(
    schema.superRefine(
      (value, ctx) => {
        if (!value?.email && !value?.mobile) ctx.addIssue({ code: 'custom', message: 'email_empty', path: ['email'] });
      },
      { when: () => true },
    ),
  );
}

/** `forgot`: sends a reset code by e-mail (`email`) or SMS (`country_code` + `mobile`). */
export const forgotPasswordBody = refineLookup(z.object(accountLookupShape));
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** `reset-email-otp-verify`: trades the code for a short-lived reset token. */
export const verifyResetOtpBody = refineLookup(z.object({ ...accountLookupShape, otp: otpSchema }));
export type VerifyResetOtpBody = z.infer<typeof verifyResetOtpBody>;

/** `reset-password` / `new-password-setup`: the new password, with the reset token. */
export const resetPasswordBody = refinePasswordsMatch(
  z.object({
    reset_token: z.string().trim().min(20, 'reset_expired').max(200, 'reset_expired'),
    password: passwordSchema,
    password_confirmation: z.string(),
  }),
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** `change-password` / `updatePassword`; an account made by OTP has no current password yet. */
export const changePasswordBody = refinePasswordsMatch(
  z.object({
    current_password: z.string().max(128).optional(),
    password: passwordSchema,
    password_confirmation: z.string(),
  }),
);
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const verifyEmailBody = z.object({ otp: otpSchema });

/** What a send answers: where the code went (masked) and the numbers for the countdown. */
export const otpSentResponseSchema = z.object({
  data: z.object({
    otp_sent: z.literal(true),
    channel: z.enum(OTP_CHANNELS),
    sent_to: z.string(),
    otp_length: z.number().int(),
    expires_in: z.number().int(),
    resend_in: z.number().int(),
  }),
  message: z.string(),
});
export type OtpSentResponse = z.infer<typeof otpSentResponseSchema>;

export const resetTokenResponseSchema = z.object({
  data: z.object({ reset_token: z.string(), expires_in: z.number().int() }),
});
