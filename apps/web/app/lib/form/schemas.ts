import { otpSchema } from '@bedesten/core/schemas/auth';
import { vatNumberSchema } from '@bedesten/core/schemas/profile';
export { productFields, subCategoryFields } from '@bedesten/core/catalogue/product-form';
import { emailSchema, optionalEmailSchema } from '@bedesten/core/validation/email';
import { currentPasswordSchema, passwordSchema, refinePasswordsMatch } from '@bedesten/core/validation/password';
import { personNameSchema } from '@bedesten/core/validation/person-name';
import { countryCodeSchema, mobileSchema, refineMobile } from '@bedesten/core/validation/phone';
import { z } from 'zod';

/**
 * Every schema the web forms validate with, in one module that is loaded on
 * demand (see load-schemas.ts): zod and libphonenumber's metadata are most
 * of an auth page's JavaScript, and no page needs them before someone types.
 *
 * Mostly the API's own request schemas from @bedesten/core; where a form
 * asks for more (or less) than one API body, the same shared rules composed
 * here, so the messages are still the API's.
 */
export {
  changePasswordBody,
  loginBody,
  loginWithOtpBody,
  newStoreWithOtpBody,
  registerUserBody,
} from '@bedesten/core/schemas/auth';
export { saveAddressBody } from '@bedesten/core/schemas/address';
export {
  AVATAR_MAX_BYTES,
  normaliseVatNumber,
  updateProfileBody,
  updateVendorProfileBody,
} from '@bedesten/core/schemas/profile';

/** `/registration`: the API takes the name with the code; the form asks for it up front. */
export const registrationForm = refineMobile(
  z.object({
    name: personNameSchema,
    email: optionalEmailSchema,
    country_code: countryCodeSchema,
    mobile: mobileSchema,
  }),
);

/** A new password and its confirmation (set-new-password). */
export const newPasswordForm = refinePasswordsMatch(
  z.object({ password: passwordSchema, password_confirmation: z.string() }),
);

/** The code and a new password on one page (`/reset-password`, `/vendor/reset-password`). */
export const codeAndPasswordForm = refinePasswordsMatch(
  z.object({ otp: otpSchema, password: passwordSchema, password_confirmation: z.string() }),
);

/** A code alone (every code step). */
export const codeForm = z.object({ otp: otpSchema });

/** Forgot password by e-mail. */
export const forgotByEmailForm = z.object({ email: emailSchema });

/** Forgot password by SMS. */
export const forgotByMobileForm = refineMobile(z.object({ country_code: countryCodeSchema, mobile: mobileSchema }));

/** Deleting the account with the password. */
export const passwordConfirmForm = z.object({ password: currentPasswordSchema });

/** The VAT number form. */
export const vatForm = z.object({ vat_number: vatNumberSchema });

/** The cab booking's details step: the contact fields of `cab-booking`, checked on that step. */
export const cabDetailsForm = refineMobile(
  z.object({
    first_name: personNameSchema,
    last_name: personNameSchema,
    email: emailSchema,
    country_code: countryCodeSchema,
    mobile: mobileSchema,
    comments: z.string().trim().max(500).optional(),
  }),
);
export { createCategoryBody, rejectBody, updateCategoryBody } from '@bedesten/core/schemas/admin';
export { staffReasonBody } from '@bedesten/core/schemas/admin-users';
export { rejectBroadcastRequestBody } from '@bedesten/core/schemas/requests';
export {
  deliveryRangesBody,
  deliveryRangesBodyWithin,
  offerFields,
  platformFeeBody,
  vatRateFields,
} from '@bedesten/core/schemas/offers';
export { staffCancelBody } from '@bedesten/core/schemas/orders';
export { hideReviewBody, reviewReplyBody, updateReviewBody } from '@bedesten/core/schemas/reviews';
export { saveBroadcastRequestBody } from '@bedesten/core/schemas/requests';
export { airportFaresBody, rejectDriverBody, vehicleTypesBody } from '@bedesten/core/schemas/cabs';
