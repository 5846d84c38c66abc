import { isLanguage } from '@bedesten/core/i18n/languages';
import type { LoginWithOtpBody, OtpSentResponse } from '@bedesten/core/schemas/auth';
import { normaliseMobile } from '@bedesten/core/validation/phone';
import { accountDeletedError, mobileInvalidError, noAccountError } from './identity-errors.ts';
import type { ClientInfo, IdentityDeps } from './identity.deps.ts';
import { sendOtp } from './send-otp.ts';
import { accountKeysOf, assertLookupAllowed, assertSignInAllowed, countingFailures } from './sign-in-limits.ts';
import { startSession, type StartedSession } from './start-session.ts';
import { verifyOtp } from './verify-otp.ts';

export type OtpStep = { sent: OtpSentResponse } | { session: StartedSession };

/**
 * `loginWithOTP`: without a code, sends one to a known number; with it,
 * signs in. A deleted account's number gets no code: it is answered exactly
 * like a number without an account, so the answer tells nobody that it had one.
 */
export async function signInWithOtp(deps: IdentityDeps, body: LoginWithOtpBody, client: ClientInfo): Promise<OtpStep> {
  const phone = normaliseMobile(body.country_code, body.mobile);
  if (!phone) throw mobileInvalidError(client.lang);
  // The send step tells whether the number has an account (SPEC.md §8), so it is held to a few per address and number.
  if (!body.otp) await assertLookupAllowed(deps.signInFailures, [phone.e164], client.ip);
  const user = await deps.accounts.findUserByMobile(phone.countryCode, phone.mobile);
  if (!user) throw noAccountError();
  const accountDestinations = accountKeysOf(user);

  if (!body.otp) {
    if (user.deletedAt) throw noAccountError();
    const sent = await sendOtp(deps, {
      purpose: 'login',
      channel: 'sms',
      destination: phone.e164,
      messageLang: isLanguage(user.language) ? user.language : client.lang,
      lang: client.lang,
      ip: client.ip,
      callerTrusted: client.trusted,
      accountDestinations,
    });
    return { sent };
  }

  await assertSignInAllowed(deps.signInFailures, phone.e164, client.ip);
  const code = body.otp;
  await countingFailures(
    deps.signInFailures,
    phone.e164,
    client.ip,
    () => verifyOtp(deps, { purpose: 'login', destination: phone.e164, code, accountDestinations }),
    { deps, owner: user },
  );
  // A code sent before the account was deleted: told only after it proved the number is theirs.
  if (user.deletedAt) throw accountDeletedError();
  return { session: await startSession(deps, user, client) };
}
