import { isLanguage } from '@bedesten/core/i18n/languages';
import type { OtpSentResponse } from '@bedesten/core/schemas/auth';
import { fieldError } from './identity-errors.ts';
import type { ClientInfo, IdentityDeps } from './identity.deps.ts';
import { sendOtp } from './send-otp.ts';
import { accountKeysOf } from './sign-in-limits.ts';

/** `send-email-otp-verification`: a code to the signed-in account's e-mail address. */
export async function sendEmailVerification(
  deps: IdentityDeps,
  userId: string,
  client: ClientInfo,
): Promise<OtpSentResponse> {
  const user = await deps.accounts.findUserById(userId);
  if (!user?.email) throw fieldError('email', 'no_email_on_account', client.lang);
  return sendOtp(deps, {
    purpose: 'verify_email',
    channel: 'email',
    destination: user.email.toLowerCase(),
    messageLang: isLanguage(user.language) ? user.language : client.lang,
    lang: client.lang,
    ip: client.ip,
    callerTrusted: client.trusted,
    accountDestinations: accountKeysOf(user),
  });
}
