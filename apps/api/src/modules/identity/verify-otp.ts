import { OTP_SEND_HISTORY_SECONDS, otpTriesAllowed, type OtpPurpose } from '@bedesten/core/auth/otp';
import { sameDigest } from '../../lib/tokens.ts';
import { otpExhaustedError, otpInvalidError, otpTimeoutError } from './identity-errors.ts';
import type { IdentityDeps } from './identity.deps.ts';
import { otpHash } from './send-otp.ts';

/**
 * Checks a code against the newest one sent for this purpose and
 * destination and uses it up. Expired or used: the user is told to resend;
 * void after its wrong tries: told so ("Too many wrong codes; request a new
 * code"), even if the digits are right this time. Each try is claimed
 * before the digits are compared (so parallel guesses get no more than
 * five). Once the account's wrong tries pass the daily or weekly budget, a
 * code is void at its first wrong try, but the right code still signs in:
 * no one can lock an owner out by guessing at their number (ADR 0086).
 * `accountDestinations`: the account's other number or address, when the
 * destination belongs to one, so the budget holds for the account.
 */
export async function verifyOtp(
  deps: IdentityDeps,
  input: { purpose: OtpPurpose; destination: string; code: string; accountDestinations?: readonly string[] },
): Promise<void> {
  const now = new Date();
  const claimed = await deps.codes.claimOtpTry(
    { destination: input.destination, purpose: input.purpose, accountDestinations: input.accountDestinations ?? [] },
    new Date(now.getTime() - OTP_SEND_HISTORY_SECONDS * 1000),
    (wrong) => otpTriesAllowed(wrong, now),
  );
  if (claimed === 'expired') throw otpTimeoutError();
  if (claimed === 'exhausted') throw otpExhaustedError();
  const expected = otpHash(deps.config.SESSION_SECRET, input.purpose, input.destination, input.code);
  if (!sameDigest(expected, claimed.codeHash)) throw otpInvalidError();
  if (!(await deps.codes.consumeOtp(claimed.id))) throw otpTimeoutError();
}
