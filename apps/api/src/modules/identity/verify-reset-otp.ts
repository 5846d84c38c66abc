import type { VerifyResetOtpBody } from '@bedesten/core/schemas/auth';
import { randomToken, sha256Hex } from '../../lib/tokens.ts';
import { findAccount } from './find-account.ts';
import { accountDeletedError } from './identity-errors.ts';
import type { ClientInfo, IdentityDeps } from './identity.deps.ts';
import { accountKeysOf, assertSignInAllowed, countingFailures } from './sign-in-limits.ts';
import { verifyOtp } from './verify-otp.ts';

/** Long enough to type a new password twice, short enough that a forgotten tab is harmless. */
export const RESET_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * `reset-email-otp-verify`: the reset code, once right, is traded for a
 * single-use reset token that `reset-password` accepts. Wrong codes count
 * towards the sign-in limits: a reset is a way in.
 */
export async function verifyResetOtp(
  deps: IdentityDeps,
  body: VerifyResetOtpBody,
  client: ClientInfo,
): Promise<{ reset_token: string; expires_in: number }> {
  const account = await findAccount(deps.accounts, body, client.lang);
  await assertSignInAllowed(deps.signInFailures, account.destination, client.ip);
  await countingFailures(
    deps.signInFailures,
    account.destination,
    client.ip,
    () =>
      verifyOtp(deps, {
        purpose: 'reset_password',
        destination: account.destination,
        code: body.otp,
        accountDestinations: accountKeysOf(account.user),
      }),
    { deps, owner: account.user },
  );
  if (account.user.deletedAt) throw accountDeletedError();
  const token = randomToken();
  await deps.resets.createResetToken({
    id: sha256Hex(token),
    userId: account.user.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
  });
  return { reset_token: token, expires_in: RESET_TOKEN_TTL_SECONDS };
}
