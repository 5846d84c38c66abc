import type { ChangePasswordBody } from '@bedesten/core/schemas/auth';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { ClientInfo, IdentityDeps } from './identity.deps.ts';
import { fieldError } from './identity-errors.ts';
import { assertSignInAllowed, countingFailures } from './sign-in-limits.ts';

/**
 * `change-password` / `updatePassword`: needs the current password when the
 * account has one (an account made by OTP sets its first one here). Other
 * sessions end; the one making the change stays signed in.
 */
export async function changePassword(
  deps: IdentityDeps,
  actor: { userId: string; sessionId: string },
  body: ChangePasswordBody,
  client: ClientInfo,
): Promise<void> {
  const user = await deps.accounts.findUserById(actor.userId);
  const hash = user?.passwordHash;
  if (hash) {
    const current = body.current_password ?? '';
    if (!current) throw fieldError('current_password', 'required', client.lang);
    // A stolen session must not be a way to guess the password at leisure.
    const accountKey = `user:${actor.userId}`;
    await assertSignInAllowed(deps.signInFailures, accountKey, client.ip);
    await countingFailures(deps.signInFailures, accountKey, client.ip, async () => {
      if (!(await verifyPassword(hash, current))) {
        throw fieldError('current_password', 'current_password_incorrect', client.lang);
      }
    });
  }
  await deps.accounts.setPassword(actor.userId, await hashPassword(body.password), actor.sessionId);
}
