import type { SignedIn } from '@bedesten/core/schemas/current-user';
import { randomToken, sha256Hex } from '../../lib/tokens.ts';
import { toCurrentUser } from './current-user.ts';
import type { ClientInfo, IdentityDeps } from './identity.deps.ts';
import type { UserRow } from './accounts.repository.ts';

export interface StartedSession {
  token: string;
  expiresAt: Date;
  signedIn: SignedIn;
}

/**
 * Opens a session for a user who proved who they are. The token goes back
 * once (body and cookie); the database keeps only its hash.
 */
export async function startSession(deps: IdentityDeps, user: UserRow, client: ClientInfo): Promise<StartedSession> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + deps.config.SESSION_TTL_DAYS * 24 * 3600 * 1000);
  await deps.sessions.createSession({
    id: sha256Hex(token),
    userId: user.id,
    kind: client.browser ? 'cookie' : 'bearer',
    expiresAt,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ip: client.ip,
  });
  const [store, cartCount] = await Promise.all([deps.accounts.storeOf(user.id), deps.accounts.cartPieces(user.id)]);
  return {
    token,
    expiresAt,
    signedIn: {
      ...toCurrentUser(user, store?.id ?? null, cartCount),
      token: { access_token: token, token_type: 'Bearer', expires_at: expiresAt.toISOString() },
    },
  };
}
