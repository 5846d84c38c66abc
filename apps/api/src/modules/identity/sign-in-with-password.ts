import { AppError } from '@bedesten/core/errors/app-error';
import type { LoginBody } from '@bedesten/core/schemas/auth';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { accountDeletedError } from './identity-errors.ts';
import type { ClientInfo, IdentityDeps } from './identity.deps.ts';
import type { UserRow } from './accounts.repository.ts';
import { assertSignInAllowed, countingFailures } from './sign-in-limits.ts';
import { startSession, type StartedSession } from './start-session.ts';

// Verifying against a real hash when the account is unknown keeps both answers equally slow.
let decoyHash: Promise<string> | undefined;

/** `login`: e-mail and password. A wrong pair, or no such account, is the same 401. */
export async function signInWithPassword(
  deps: IdentityDeps,
  body: LoginBody,
  client: ClientInfo,
): Promise<StartedSession> {
  const accountKey = body.email;
  await assertSignInAllowed(deps.signInFailures, accountKey, client.ip);
  const found = await deps.accounts.findUserByEmail(body.email);
  const user = await countingFailures<UserRow>(
    deps.signInFailures,
    accountKey,
    client.ip,
    async () => {
      const hash = found?.passwordHash ?? (await (decoyHash ??= hashPassword('decoy-password-Aa1!')));
      const matches = await verifyPassword(hash, body.password);
      if (!found?.passwordHash || !matches) throw new AppError(401, 'incorrect_credentials');
      return found;
    },
    { deps, owner: found },
  );
  if (user.deletedAt) throw accountDeletedError();
  return startSession(deps, user, client);
}
