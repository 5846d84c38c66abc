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

const DAY = 24 * 3600;
const WEEK = 7 * DAY;

/**
 * Per number or e-mail address: one a minute, five an hour, ten a day,
 * twenty a week, and each further send within a day waits longer
 * (`otpBackoffSeconds`).
 */
export const OTP_SEND_RULES_PER_DESTINATION: readonly SendRule[] = [
  { windowSeconds: 60, max: 1 },
  { windowSeconds: 3600, max: 5 },
  { windowSeconds: DAY, max: 10 },
  { windowSeconds: WEEK, max: 20 },
];

/**
 * Per account, all its numbers and addresses together: the same hour, day
 * and week caps, so a second destination doubles nothing; no minute rule,
 * so someone who asked by SMS may at once ask by e-mail instead.
 */
export const OTP_SEND_RULES_PER_ACCOUNT: readonly SendRule[] = OTP_SEND_RULES_PER_DESTINATION.slice(1);

/**
 * Per client address: looser than per destination, because a household or
 * an office shares one address; still far too few to spray codes at many
 * numbers.
 */
export const OTP_SEND_RULES_PER_IP: readonly SendRule[] = [
  { windowSeconds: 60, max: 3 },
  { windowSeconds: 3600, max: 20 },
  { windowSeconds: DAY, max: 60 },
];

/**
 * Wrong codes tried, per number or address and per account, whatever the
 * code's purpose and whoever tries: the account's budget of full tries. Past
 * either, codes are still sent and checked, but each is void at its first
 * wrong try (`otpTriesAllowed`), so whoever knows a number cannot lock its
 * owner out, who types the right code at once (ADR 0086, amending 0028).
 * Guessing stays bounded: at most 30 + one per further code a week.
 */
export const OTP_WRONG_RULES: readonly SendRule[] = [
  { windowSeconds: DAY, max: 10 },
  { windowSeconds: WEEK, max: 30 },
];

/** The owner is told (e-mail, else SMS) when wrong codes or passwords reach this many within a day. */
export const SIGN_IN_ALERT_AFTER_FAILURES = 10;

/** How far back send history matters: the longest window. */
export const OTP_SEND_HISTORY_SECONDS = WEEK;

/** Seconds the client waits before it may ask again after its first code (the countdown of the OTP screen). */
export const OTP_RESEND_SECONDS = OTP_SEND_RULES_PER_DESTINATION[0]!.windowSeconds;

/** The longest wait between two sends to one destination that the backoff asks for. */
export const OTP_BACKOFF_MAX_SECONDS = 4 * 3600;

/**
 * After `sendsToday` codes to a destination or account within a day, the
 * next waits this long after the latest: 1 min, 2, 4, 8, … at most 4 hours.
 */
export function otpBackoffSeconds(sendsToday: number): number {
  if (sendsToday <= 0) return 0;
  return Math.min(OTP_RESEND_SECONDS * 2 ** (sendsToday - 1), OTP_BACKOFF_MAX_SECONDS);
}

/** The backoff as a decision, given the times of earlier sends. */
export function backoffDecision(previousSends: readonly Date[], now: Date): SendDecision {
  const today = previousSends.map((d) => d.getTime()).filter((t) => t > now.getTime() - DAY * 1000);
  if (today.length === 0) return { allowed: true };
  const freesAt = Math.max(...today) + otpBackoffSeconds(today.length) * 1000;
  const wait = Math.ceil((freesAt - now.getTime()) / 1000);
  return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
}

/** The first refusal among decisions, else allowed; with the longest wait when several refuse. */
export function combineDecisions(decisions: readonly SendDecision[]): SendDecision {
  let wait = 0;
  for (const decision of decisions) if (!decision.allowed) wait = Math.max(wait, decision.retryAfterSeconds);
  return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
}

/** Wrong tries, each dated by its code's sending, against `OTP_WRONG_RULES`. */
export function wrongCodeDecision(wrong: readonly { at: Date; count: number }[], now: Date): SendDecision {
  const expanded = wrong.flatMap((row) => Array.from({ length: row.count }, () => row.at));
  return sendDecision(expanded, OTP_WRONG_RULES, now);
}

/** Tries a code gets once the account's wrong-try budget (`OTP_WRONG_RULES`) is spent. */
export const OTP_TRIES_PAST_BUDGET = 1;

/** How many tries (wrong ones, and the one being made) a code of this account may have had, now. */
export function otpTriesAllowed(wrong: readonly { at: Date; count: number }[], now: Date): number {
  return wrongCodeDecision(wrong, now).allowed ? OTP_MAX_ATTEMPTS : OTP_TRIES_PAST_BUDGET;
}

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
