import type { ResetPasswordBody } from '@bedesten/core/schemas/auth';
import { hashPassword } from '../../lib/password.ts';
import { sha256Hex } from '../../lib/tokens.ts';
import type { ClientInfo, IdentityDeps } from './identity.deps.ts';
import { fieldError } from './identity-errors.ts';

/**
 * `reset-password` / `new-password-setup`: sets the new password with a
 * reset token and ends every session, since whoever held them may be the
 * reason for the reset.
 */
export async function resetPassword(deps: IdentityDeps, body: ResetPasswordBody, client: ClientInfo): Promise<void> {
  const userId = await deps.resets.consumeResetToken(sha256Hex(body.reset_token));
  if (!userId) throw fieldError('reset_token', 'reset_expired', client.lang);
  await deps.accounts.setPassword(userId, await hashPassword(body.password));
}
