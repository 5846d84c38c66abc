import { isLanguage } from '@bedesten/core/i18n/languages';
import type { ForgotPasswordBody, OtpSentResponse } from '@bedesten/core/schemas/auth';
import { findAccount } from './find-account.ts';
import type { ClientInfo, IdentityDeps } from './identity.deps.ts';
import { sendOtp } from './send-otp.ts';
import { accountKeysOf, assertLookupAllowed } from './sign-in-limits.ts';

/**
 * `forgot`: sends a reset code to the account's e-mail or mobile, whichever
 * the user typed. An unknown one answers "No account found please sign up"
 * (SPEC.md §8), so each call counts against the lookup limits first.
 */
export async function requestPasswordReset(
  deps: IdentityDeps,
  body: ForgotPasswordBody,
  client: ClientInfo,
): Promise<OtpSentResponse> {
  const target = body.email ?? `${body.country_code ?? ''}${body.mobile ?? ''}`;
  await assertLookupAllowed(deps.signInFailures, [target], client.ip);
  const account = await findAccount(deps.accounts, body, client.lang);
  return sendOtp(deps, {
    purpose: 'reset_password',
    channel: account.channel,
    destination: account.destination,
    messageLang: isLanguage(account.user.language) ? account.user.language : client.lang,
    lang: client.lang,
    ip: client.ip,
    callerTrusted: client.trusted,
    accountDestinations: accountKeysOf(account.user),
  });
}
