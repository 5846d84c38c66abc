import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;

/**
 * SPEC.md §5 password rules, one schema for the sign-up and reset forms and
 * the API. We read "8 to 16" as the rule (the spec's other reading, "8 or
 * more", is recorded in docs/decisions). Each failed rule is its own
 * catalogue message, so a form can list every one that is still unmet.
 */
export const passwordSchema = z
  .string()
  .min(1, 'required')
  .refine((v) => v.length === 0 || (v.length >= PASSWORD_MIN_LENGTH && v.length <= PASSWORD_MAX_LENGTH), {
    message: 'password_length',
  })
  .refine((v) => v.length === 0 || !/\s/.test(v), { message: 'password_whitespace' })
  .refine((v) => v.length === 0 || /\p{Lu}/u.test(v), { message: 'password_uppercase' })
  .refine((v) => v.length === 0 || /\p{Ll}/u.test(v), { message: 'password_lowercase' })
  .refine((v) => v.length === 0 || /\p{Nd}/u.test(v), { message: 'password_digit' })
  .refine((v) => v.length === 0 || /[^\p{L}\p{N}\s]/u.test(v), { message: 'password_special' })
  .meta({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });

/**
 * Signing in checks only that something was typed: rules are for choosing a
 * password, and repeating them at sign-in would tell a guesser what to try.
 */
export const currentPasswordSchema = z.string().min(1, 'required').max(128, 'incorrect_credentials');

interface PasswordPair {
  password?: unknown;
  password_confirmation?: unknown;
}

/**
 * "Confirm password must match" (SPEC.md §5), reported under the
 * confirmation field. Runs even when other fields failed, so the form shows
 * every problem at once.
 */
export function refinePasswordsMatch<T extends z.ZodType<PasswordPair>>(schema: T) {
  return schema.superRefine(
    (value, ctx) => {
      const { password, password_confirmation } = (value ?? {}) as PasswordPair;
      if (typeof password === 'string' && password !== password_confirmation) {
        ctx.addIssue({ code: 'custom', message: 'password_mismatch', path: ['password_confirmation'] });
      }
    },
    { when: () => true },
  );
}
