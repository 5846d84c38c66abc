import type { OtpSentResponse } from '@bedesten/core/schemas/auth';
import type { DeleteAccountBody } from '@bedesten/core/schemas/profile';
import { isLanguage } from '@bedesten/core/i18n/languages';
import { normaliseMobile } from '@bedesten/core/validation/phone';
import { verifyPassword } from '../../lib/password.ts';
import { fieldError } from './identity-errors.ts';
import type { ClientInfo, IdentityDeps } from './identity.deps.ts';
import type { UserRow } from './accounts.repository.ts';
import { sendOtp } from './send-otp.ts';
import { accountKeysOf, assertSignInAllowed, countingFailures } from './sign-in-limits.ts';
import { verifyOtp } from './verify-otp.ts';

/** Where a confirmation code for this account goes: its mobile, else its e-mail. */
function codeDestination(user: UserRow): { channel: 'sms' | 'email'; destination: string } | null {
  const phone = user.countryCode && user.mobile ? normaliseMobile(user.countryCode, user.mobile) : null;
  if (phone) return { channel: 'sms', destination: phone.e164 };
  if (user.email) return { channel: 'email', destination: user.email.toLowerCase() };
  return null;
}

/**
 * `deleteAccount`: confirmed by the password or by a code (sent when the
 * request has neither). The account is soft-deleted: its sessions end and
 * signing in later answers "Your account deleted please contact to admin".
 */
export async function deleteAccount(
  deps: IdentityDeps,
  userId: string,
  body: DeleteAccountBody,
  client: ClientInfo,
): Promise<{ deleted: true } | { sent: OtpSentResponse }> {
  const user = await deps.accounts.findUserById(userId);
  if (!user) throw fieldError('password', 'confirm_with_password_or_otp', client.lang);
  const target = codeDestination(user);
  const accountKey = `user:${userId}`;

  if (body.password) {
    const hash = user.passwordHash;
    if (!hash) throw fieldError('password', 'confirm_with_password_or_otp', client.lang);
    const password = body.password;
    await assertSignInAllowed(deps.signInFailures, accountKey, client.ip);
    await countingFailures(deps.signInFailures, accountKey, client.ip, async () => {
      if (!(await verifyPassword(hash, password))) {
        throw fieldError('password', 'current_password_incorrect', client.lang);
      }
    });
  } else if (body.otp) {
    if (!target) throw fieldError('password', 'confirm_with_password_or_otp', client.lang);
    const code = body.otp;
    await assertSignInAllowed(deps.signInFailures, accountKey, client.ip);
    await countingFailures(deps.signInFailures, accountKey, client.ip, () =>
      verifyOtp(deps, {
        purpose: 'delete_account',
        destination: target.destination,
        code,
        accountDestinations: accountKeysOf(user),
      }),
    );
  } else {
    if (!target) throw fieldError('password', 'confirm_with_password_or_otp', client.lang);
    const sent = await sendOtp(deps, {
      purpose: 'delete_account',
      ...target,
      messageLang: isLanguage(user.language) ? user.language : client.lang,
      lang: client.lang,
      ip: client.ip,
      callerTrusted: client.trusted,
      accountDestinations: accountKeysOf(user),
    });
    return { sent };
  }

  await deps.accounts.softDeleteUser(userId);
  return { deleted: true };
}
