import { AppError } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import type { MessageKey } from '@bedesten/core/messages/catalogue';
import { fieldLabel } from '@bedesten/core/messages/field-labels';
import type { AccountConflict } from './accounts.repository.ts';

/**
 * SPEC.md §8 duplicate messages: the field errors say "This email is already
 * used." (what the client toasts when `errors.email` is present), the
 * headline names what was taken.
 */
export function duplicateAccountError(conflict: AccountConflict): AppError {
  if (conflict.email && conflict.mobile) {
    return new AppError(400, 'mobile_and_email_taken', {
      fields: { email: [{ key: 'email_taken' }], mobile: [{ key: 'mobile_taken' }] },
    });
  }
  if (conflict.email) {
    return new AppError(400, 'email_already_taken', {
      code: 'email_taken',
      fields: { email: [{ key: 'email_taken' }] },
    });
  }
  return new AppError(400, 'mobile_taken', { fields: { mobile: [{ key: 'mobile_taken' }] } });
}

export const otpTimeoutError = () => new AppError(400, 'otp_timeout', { fields: { otp: [{ key: 'otp_timeout' }] } });
export const otpInvalidError = () => new AppError(400, 'otp_invalid', { fields: { otp: [{ key: 'otp_invalid' }] } });
/** A code void after its wrong tries: the right digits no longer count, a new code does. */
export const otpExhaustedError = () =>
  new AppError(400, 'otp_exhausted', { fields: { otp: [{ key: 'otp_exhausted' }] } });
export const accountDeletedError = () => new AppError(403, 'account_deleted');
export const noAccountError = () => new AppError(404, 'no_account_found');

/** A 400 about one field, worded like schema validation ("Name is required") in the caller's language. */
export function fieldError(field: string, key: MessageKey, lang: Language): AppError {
  return new AppError(400, key, { params: { label: fieldLabel(field, lang) }, fields: { [field]: [{ key }] } });
}

/** The schemas check numbers already; this guards a use case called some other way. */
export const mobileInvalidError = (lang: Language) => fieldError('mobile', 'invalid', lang);
