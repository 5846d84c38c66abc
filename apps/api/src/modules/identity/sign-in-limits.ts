import { SIGN_IN_WINDOW_SECONDS, signInAllowed } from '@bedesten/core/auth/sign-in';
import { AppError } from '@bedesten/core/errors/app-error';
import type { SignInFailuresRepository } from './sign-in-failures.repository.ts';

/**
 * Failed sign-ins are counted in the database, per account and per client
 * address, so the limit holds across instances and restarts. Only failures
 * count: a household signing in correctly is never slowed down.
 */
export async function assertSignInAllowed(failures: SignInFailuresRepository, accountKey: string, ip: string) {
  const since = new Date(Date.now() - SIGN_IN_WINDOW_SECONDS * 1000);
  const counted = await failures.countSignInFailures(accountKey, ip, since);
  if (!signInAllowed(counted)) throw new AppError(429, 'too_many_requests');
}

/** Runs a sign-in check; a failure it throws is counted before it reaches the caller. */
export async function countingFailures<T>(
  failures: SignInFailuresRepository,
  accountKey: string,
  ip: string,
  attempt: () => Promise<T>,
): Promise<T> {
  try {
    const result = await attempt();
    await failures.clearSignInFailures(accountKey);
    return result;
  } catch (error) {
    if (error instanceof AppError && (error.status === 400 || error.status === 401)) {
      await failures.recordSignInFailure(accountKey, ip);
    }
    throw error;
  }
}
