import { message } from '@bedesten/core/messages/catalogue';
import type { RegisterWithOtpBody } from '@bedesten/core/schemas/auth';
import { normaliseMobile } from '@bedesten/core/validation/phone';
import { accountDeletedError, duplicateAccountError, fieldError, mobileInvalidError } from './identity-errors.ts';
import type { ClientInfo, IdentityDeps } from './identity.deps.ts';
import { sendOtp } from './send-otp.ts';
import { accountKeysOf, assertSignInAllowed, countingFailures } from './sign-in-limits.ts';
import type { OtpStep } from './sign-in-with-otp.ts';
import { startSession } from './start-session.ts';
import { verifyOtp } from './verify-otp.ts';

/**
 * `registerWithOTP`: a new customer by mobile. The code proves the number;
 * a number that already has an account is simply signed in, with SPEC.md
 * §8's "Your number already registered login successful".
 */
export async function registerWithOtp(
  deps: IdentityDeps,
  body: RegisterWithOtpBody,
  client: ClientInfo,
): Promise<OtpStep & { created?: boolean; message?: string }> {
  const phone = normaliseMobile(body.country_code, body.mobile);
  if (!phone) throw mobileInvalidError(client.lang);
  const email = body.email || undefined;
  const existing = await deps.accounts.findUserByMobile(phone.countryCode, phone.mobile);
  if (!existing && email) {
    const conflict = await deps.accounts.findConflicts({ email });
    if (conflict.email) throw duplicateAccountError(conflict);
  }
  const accountDestinations = existing ? accountKeysOf(existing) : [];

  if (!body.otp) {
    const sent = await sendOtp(deps, {
      purpose: 'register',
      channel: 'sms',
      destination: phone.e164,
      messageLang: client.lang,
      lang: client.lang,
      ip: client.ip,
      callerTrusted: client.trusted,
      accountDestinations,
    });
    return { sent };
  }

  // Asked before the code is used up, so a forgotten name does not cost a new code.
  if (!existing && !body.name) {
    throw fieldError('name', 'required', client.lang);
  }
  await assertSignInAllowed(deps.signInFailures, phone.e164, client.ip);
  const code = body.otp;
  await countingFailures(
    deps.signInFailures,
    phone.e164,
    client.ip,
    () => verifyOtp(deps, { purpose: 'register', destination: phone.e164, code, accountDestinations }),
    { deps, owner: existing },
  );

  if (existing) {
    if (existing.deletedAt) throw accountDeletedError();
    return {
      session: await startSession(deps, existing, client),
      message: message('number_already_registered', client.lang),
    };
  }
  const created = await deps.accounts.insertUser({
    type: 'user',
    name: body.name!.replace(/\s+/g, ' '),
    email: email ?? null,
    countryCode: phone.countryCode,
    mobile: phone.mobile,
    language: client.lang,
  });
  if (!created.ok) throw duplicateAccountError(created.conflict);
  return { session: await startSession(deps, created.user, client), created: true };
}
