import { OTP_MAX_ATTEMPTS, otpState, type OtpPurpose } from '@bedesten/core/auth/otp';
import { sameDigest } from '../../lib/tokens.ts';
import { otpInvalidError, otpTimeoutError } from './identity-errors.ts';
import type { IdentityDeps } from './identity.deps.ts';
import { otpHash } from './send-otp.ts';

/**
 * Checks a code against the newest one sent for this purpose and
 * destination and uses it up. Expired, used or tried five times wrong: the
 * user is told to resend, even if the digits are right this time.
 */
export async function verifyOtp(
  deps: IdentityDeps,
  input: { purpose: OtpPurpose; destination: string; code: string },
): Promise<void> {
  const otp = await deps.codes.latestOtp(input.destination, input.purpose);
  if (!otp || otpState(otp, new Date()) !== 'usable') throw otpTimeoutError();
  const expected = otpHash(deps.config.SESSION_SECRET, input.purpose, input.destination, input.code);
  if (!sameDigest(expected, otp.codeHash)) {
    await deps.codes.countWrongOtp(otp.id);
    throw otpInvalidError();
  }
  if (!(await deps.codes.consumeOtp(otp.id, OTP_MAX_ATTEMPTS))) throw otpTimeoutError();
}
