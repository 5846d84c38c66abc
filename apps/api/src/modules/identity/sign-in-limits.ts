import { SIGN_IN_ALERT_AFTER_FAILURES } from '@bedesten/core/auth/otp';
import { SIGN_IN_WINDOW_SECONDS, signInDecision } from '@bedesten/core/auth/sign-in';
import { AppError } from '@bedesten/core/errors/app-error';
import { isLanguage } from '@bedesten/core/i18n/languages';
import { message } from '@bedesten/core/messages/catalogue';
import { normaliseMobile } from '@bedesten/core/validation/phone';
import type { UserRow } from './accounts.repository.ts';
import type { IdentityDeps } from './identity.deps.ts';
import type { SignInFailuresRepository } from './sign-in-failures.repository.ts';

const DAY_MS = 24 * 3600 * 1000;

const tooMany = (retryAfterSeconds: number) =>
  new AppError(429, 'too_many_requests', { params: { retry_after: retryAfterSeconds } });

/**
 * Failed sign-ins are counted in the database, per account and address
 * together, per address, and per account, so the limits hold across
 * instances and restarts (ADR 0011, 0028). Only failures count: a household
 * signing in correctly is never slowed down, and someone else's failures
 * from other addresses do not lock the owner out.
 */
export async function assertSignInAllowed(failures: SignInFailuresRepository, accountKey: string, ip: string) {
  const now = new Date();
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_SECONDS * 1000);
  const decision = signInDecision(await failures.countSignInFailures(accountKey, ip, since), now);
  if (!decision.allowed) throw tooMany(decision.retryAfterSeconds);
}

/** The keys an account's failures are counted under: its e-mail and its E.164 number. */
export function accountKeysOf(user: Pick<UserRow, 'email' | 'countryCode' | 'mobile'>): string[] {
  const phone = user.countryCode && user.mobile ? normaliseMobile(user.countryCode, user.mobile) : null;
  return [user.email?.toLowerCase(), phone?.e164].filter((key): key is string => Boolean(key));
}

/**
 * Tells the owner when wrong codes or passwords for their account reach
 * `SIGN_IN_ALERT_AFTER_FAILURES` within a day: by e-mail when the account
 * has one, else by SMS (both also reach the outbox outside production).
 * Sent once as the count crosses the mark, not on every failure after it.
 */
export async function alertOwnerAfterFailures(deps: IdentityDeps, owner: UserRow): Promise<void> {
  const n = await deps.signInFailures.countAccountFailures(accountKeysOf(owner), new Date(Date.now() - DAY_MS));
  if (n !== SIGN_IN_ALERT_AFTER_FAILURES) return;
  const lang = isLanguage(owner.language) ? owner.language : 'en';
  const phone = owner.countryCode && owner.mobile ? normaliseMobile(owner.countryCode, owner.mobile) : null;
  if (owner.email) {
    await deps.messenger.queue({
      channel: 'email',
      to: owner.email.toLowerCase(),
      subject: message('sign_in_alert_subject', lang),
      body: message('sign_in_alert_body', lang, { n }),
    });
  } else if (phone) {
    await deps.messenger.queue({ channel: 'sms', to: phone.e164, body: message('sign_in_alert_sms', lang, { n }) });
  }
}

/**
 * Runs a sign-in check; a failure it throws is counted before it reaches the
 * caller (and may alert the owner). A success forgets that address's
 * failures at that account only.
 */
export async function countingFailures<T>(
  failures: SignInFailuresRepository,
  accountKey: string,
  ip: string,
  attempt: () => Promise<T>,
  alert?: { deps: IdentityDeps; owner: UserRow | null | undefined },
): Promise<T> {
  try {
    const result = await attempt();
    await failures.clearSignInFailures(accountKey, ip);
    return result;
  } catch (error) {
    if (error instanceof AppError && (error.status === 400 || error.status === 401)) {
      await failures.recordSignInFailure(accountKey, ip);
      if (alert?.owner) await alertOwnerAfterFailures(alert.deps, alert.owner);
    }
    throw error;
  }
}

/** Calls that tell whether an account exists, per address and per target (ADR 0028). */
export const LOOKUP_RULES = {
  windowSeconds: 15 * 60,
  perIp: 20,
  perTarget: 5,
  dayPerIp: 100,
  dayPerTarget: 20,
} as const;

/**
 * `forgot`, `loginWithOTP` (the send step) and `register-user` answer
 * whether an account exists, as SPEC.md §8 wants; so each call is counted
 * and held to a few per address and per e-mail or number.
 */
export async function assertLookupAllowed(
  failures: SignInFailuresRepository,
  targets: readonly string[],
  ip: string,
): Promise<void> {
  const now = Date.now();
  const normalised = [...new Set(targets.map((target) => target.trim().toLowerCase()).filter(Boolean))];
  for (const target of normalised) {
    const [recent, day] = await Promise.all([
      failures.countLookups(target, ip, new Date(now - LOOKUP_RULES.windowSeconds * 1000)),
      failures.countLookups(target, ip, new Date(now - DAY_MS)),
    ]);
    if (day.ip >= LOOKUP_RULES.dayPerIp || day.target >= LOOKUP_RULES.dayPerTarget) throw tooMany(3600);
    if (recent.ip >= LOOKUP_RULES.perIp || recent.target >= LOOKUP_RULES.perTarget) {
      throw tooMany(LOOKUP_RULES.windowSeconds);
    }
  }
  // One row per target: a sign-up naming an e-mail and a number counts twice for its address.
  for (const target of normalised) await failures.recordLookup(target, ip);
}
