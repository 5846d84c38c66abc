import type { OtpTiming } from './otp-flow.ts';

/**
 * Where a code step stands at a moment: waiting out the resend countdown
 * (`resend_in`, or the `retry_after` of a refused resend, which may outlast
 * the code), free to ask for a new code, or past the code's life
 * (`expires_in`), when "Time Out Please Click On Resend OTP" is shown.
 */
export type OtpPhase =
  { kind: 'wait'; secondsToResend: number; expired: boolean } | { kind: 'resend' } | { kind: 'expired' };

export function otpPhase(timing: Pick<OtpTiming, 'resend_at' | 'expires_at'>, now: number): OtpPhase {
  const expired = now >= timing.expires_at;
  if (now < timing.resend_at) {
    return { kind: 'wait', secondsToResend: Math.ceil((timing.resend_at - now) / 1000), expired };
  }
  return expired ? { kind: 'expired' } : { kind: 'resend' };
}
