import type { OtpChannel } from '@bedesten/core/auth/otp';
import type { Language } from '@bedesten/core/i18n/languages';
import { DEFAULT_COUNTRY_CODE, normaliseMobile } from '@bedesten/core/validation/phone';
import { mobileInvalidError, noAccountError } from './identity-errors.ts';
import type { AccountsRepository, UserRow } from './accounts.repository.ts';

export interface FoundAccount {
  user: UserRow;
  channel: OtpChannel;
  /** Where codes for this lookup go: the lower-cased e-mail or the E.164 number. */
  destination: string;
}

/**
 * The account a recovery request names, by e-mail or by mobile. Unknown
 * answers "No account found please sign up" (SPEC.md §8). A deleted account
 * is found too: it is told to contact the admin only once a code proves the
 * address or number is the caller's.
 */
export async function findAccount(
  accounts: AccountsRepository,
  lookup: { email?: string | undefined; country_code?: string | undefined; mobile?: string | undefined },
  lang: Language,
): Promise<FoundAccount> {
  let found: FoundAccount | undefined;
  if (lookup.email) {
    const user = await accounts.findUserByEmail(lookup.email);
    if (user) found = { user, channel: 'email', destination: lookup.email };
  } else if (lookup.mobile) {
    const phone = normaliseMobile(lookup.country_code ?? DEFAULT_COUNTRY_CODE, lookup.mobile);
    if (!phone) throw mobileInvalidError(lang);
    const user = await accounts.findUserByMobile(phone.countryCode, phone.mobile);
    if (user) found = { user, channel: 'sms', destination: phone.e164 };
  }
  if (!found) throw noAccountError();
  return found;
}
