/**
 * One-time codes (SPEC.md §5, DESIGN.md §5): the rules, free of storage, so
 * the API applies them and the web app counts down with the same numbers.
 */
export const OTP_LENGTH = 4;
export const OTP_TTL_SECONDS = 10 * 60;
/** Wrong tries after which a code is void, even for the right digits. */
export const OTP_MAX_ATTEMPTS = 5;

export const OTP_PURPOSES = [
  'login',
  'register',
  'vendor_register',
  'reset_password',
  'verify_email',
  'delete_account',
] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const OTP_CHANNELS = ['sms', 'email'] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];

/** At most `max` sends within any `windowSeconds`. */
export interface SendRule {
  windowSeconds: number;
  max: number;
}

/** Per number or e-mail address: one a minute, five an hour. */
export const OTP_SEND_RULES_PER_DESTINATION: readonly SendRule[] = [
  { windowSeconds: 60, max: 1 },
  { windowSeconds: 3600, max: 5 },
];

/**
 * Per client address: looser than per destination, because a household or
 * an office shares one address; still far too few to spray codes at many
 * numbers.
 */
export const OTP_SEND_RULES_PER_IP: readonly SendRule[] = [
  { windowSeconds: 60, max: 3 },
  { windowSeconds: 3600, max: 20 },
];

/** How far back send history matters: the longest window. */
export const OTP_SEND_HISTORY_SECONDS = 3600;

/** Seconds the client waits before it may ask again (the countdown of the OTP screen). */
export const OTP_RESEND_SECONDS = OTP_SEND_RULES_PER_DESTINATION[0]!.windowSeconds;

export function isOtpFormat(value: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);
}

export type OtpState = 'usable' | 'used' | 'expired' | 'exhausted';

export interface StoredOtp {
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
}

/** Whether a stored code may still be tried. */
export function otpState(otp: StoredOtp, now: Date): OtpState {
  if (otp.consumedAt) return 'used';
  if (otp.attempts >= OTP_MAX_ATTEMPTS) return 'exhausted';
  if (otp.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'usable';
}

export type SendDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether one more send fits the rules, given the times of earlier sends.
 * When it does not, says how long until it would.
 */
export function sendDecision(previousSends: readonly Date[], rules: readonly SendRule[], now: Date): SendDecision {
  let wait = 0;
  for (const rule of rules) {
    const windowStart = now.getTime() - rule.windowSeconds * 1000;
    const inWindow = previousSends
      .map((d) => d.getTime())
      .filter((t) => t > windowStart)
      .sort((a, b) => a - b);
    if (inWindow.length < rule.max) continue;
    // The window frees up when the oldest send that still counts leaves it.
    const freesAt = inWindow[inWindow.length - rule.max]! + rule.windowSeconds * 1000;
    wait = Math.max(wait, Math.ceil((freesAt - now.getTime()) / 1000));
  }
  return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
}
