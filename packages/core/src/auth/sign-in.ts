/**
 * Sign-in attempt limits (DESIGN.md §5): failed attempts count per account
 * (the e-mail or number typed) and per client address over a sliding window.
 * Past either limit the API answers 429 until old failures leave the window.
 */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
export const SIGN_IN_MAX_FAILURES_PER_ACCOUNT = 10;
export const SIGN_IN_MAX_FAILURES_PER_IP = 30;

export function signInAllowed(failures: { account: number; ip: number }): boolean {
  return failures.account < SIGN_IN_MAX_FAILURES_PER_ACCOUNT && failures.ip < SIGN_IN_MAX_FAILURES_PER_IP;
}

/** "Ayşe Nur Yılmaz" -> "Ayşe": the spec's login data carries a first name. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
