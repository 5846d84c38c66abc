/**
 * Sign-in attempt limits (DESIGN.md §5, ADR 0028): failed attempts (wrong
 * passwords and wrong codes) count over a sliding window per account (the
 * e-mail or number typed) AND client address together, per address, and per
 * account from every address. A pair or an address that keeps failing waits
 * longer after each failure, then stops; the owner from another address is
 * not held back by someone else's failures, below a high ceiling per account.
 */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
/** Failures of one address at one account before that address stops for that account. */
export const SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_IP = 10;
/** Failures of one address, whatever accounts it tries, before it stops. */
export const SIGN_IN_MAX_FAILURES_PER_IP = 30;
/**
 * Failures at one account from every address before it stops for everyone:
 * a ceiling against guessing from many addresses, high enough that no one
 * locks the owner out without ten or more addresses of their own.
 */
export const SIGN_IN_MAX_FAILURES_PER_ACCOUNT = 100;
/** Failures a pair, or an address, may make before each further try waits (the backoff). */
export const SIGN_IN_FREE_FAILURES_PER_ACCOUNT_AND_IP = 5;
export const SIGN_IN_FREE_FAILURES_PER_IP = 10;
export const SIGN_IN_BACKOFF_MAX_SECONDS = 60;

export interface SignInFailureCounts {
  /** Failures of this address at this account, and the latest one's time. */
  pair: number;
  pairLatest: Date | null;
  /** Failures of this address at any account, and the latest one's time. */
  ip: number;
  ipLatest: Date | null;
  /** Failures at this account from any address. */
  account: number;
}

/** Wait after `failures` failures when the first `free` ones cost nothing: 2 s, 4 s, 8 s … at most a minute. */
export function signInBackoffSeconds(failures: number, free: number): number {
  if (failures <= free) return 0;
  return Math.min(2 ** (failures - free), SIGN_IN_BACKOFF_MAX_SECONDS);
}

/** Whether one more attempt may be checked now; if not, roughly how long to wait. */
export function signInDecision(
  counts: SignInFailureCounts,
  now: Date,
): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  if (
    counts.pair >= SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_IP ||
    counts.ip >= SIGN_IN_MAX_FAILURES_PER_IP ||
    counts.account >= SIGN_IN_MAX_FAILURES_PER_ACCOUNT
  ) {
    return { allowed: false, retryAfterSeconds: SIGN_IN_WINDOW_SECONDS };
  }
  const waits = [
    counts.pairLatest
      ? counts.pairLatest.getTime() + signInBackoffSeconds(counts.pair, SIGN_IN_FREE_FAILURES_PER_ACCOUNT_AND_IP) * 1000
      : 0,
    counts.ipLatest
      ? counts.ipLatest.getTime() + signInBackoffSeconds(counts.ip, SIGN_IN_FREE_FAILURES_PER_IP) * 1000
      : 0,
  ].map((until) => Math.ceil((until - now.getTime()) / 1000));
  const wait = Math.max(0, ...waits);
  return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
}

/** "Ayşe Nur Yılmaz" -> "Ayşe": the spec's login data carries a first name. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
