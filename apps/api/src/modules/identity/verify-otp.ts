import { OTP_SEND_HISTORY_SECONDS, wrongCodeDecision, type OtpPurpose } from '@bedesten/core/auth/otp';
import { AppError } from '@bedesten/core/errors/app-error';
import { sameDigest } from '../../lib/tokens.ts';
import { otpInvalidError, otpTimeoutError } from './identity-errors.ts';
import type { IdentityDeps } from './identity.deps.ts';
import { otpHash } from './send-otp.ts';

/**
 * Checks a code against the newest one sent for this purpose and
 * destination and uses it up. Expired, used or tried five times wrong: the
 * user is told to resend, even if the digits are right this time. Each try
 * is claimed before the digits are compared (so parallel guesses get no
 * more than five), and none is made once the account's wrong tries reach
 * the daily or weekly ceiling (429 with Retry-After; ADR 0028).
 * `accountDestinations`: the account's other number or address, when the
 * destination belongs to one, so the ceiling holds for the account.
 */
export async function verifyOtp(
  deps: IdentityDeps,
  input: { purpose: OtpPurpose; destination: string; code: string; accountDestinations?: readonly string[] },
): Promise<void> {
  const now = new Date();
  const claimed = await deps.codes.claimOtpTry(
    { destination: input.destination, purpose: input.purpose, accountDestinations: input.accountDestinations ?? [] },
    new Date(now.getTime() - OTP_SEND_HISTORY_SECONDS * 1000),
    (wrong) => wrongCodeDecision(wrong, now),
  );
  if (claimed === 'timeout') throw otpTimeoutError();
  if ('retryAfterSeconds' in claimed) {
    throw new AppError(429, 'too_many_requests', { params: { retry_after: claimed.retryAfterSeconds } });
  }
  const expected = otpHash(deps.config.SESSION_SECRET, input.purpose, input.destination, input.code);
  if (!sameDigest(expected, claimed.codeHash)) throw otpInvalidError();
  if (!(await deps.codes.consumeOtp(claimed.id))) throw otpTimeoutError();
}
