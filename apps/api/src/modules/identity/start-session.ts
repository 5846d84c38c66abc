import { AppError } from '@bedesten/core/errors/app-error';
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

/** The seed's accounts (README "Demo accounts"), whose password is published. */
export const DEMO_EMAIL_DOMAIN = 'demo.bedesten.cy';

export function isDemoAccount(user: Pick<UserRow, 'email'>): boolean {
  return user.email?.toLowerCase().endsWith(`@${DEMO_EMAIL_DOMAIN}`) ?? false;
}

/**
 * Opens a session for a user who proved who they are. The token goes back
 * once (body and cookie); the database keeps only its hash. A demo account
 * (published password) opens only for a client holding this start's demo
 * token (ADR 0084), unless `DEMO_PUBLIC` says the demo is meant for everyone.
 */
export async function startSession(deps: IdentityDeps, user: UserRow, client: ClientInfo): Promise<StartedSession> {
  if (isDemoAccount(user) && !client.trusted && !deps.config.DEMO_PUBLIC) throw new AppError(403, 'demo_local_only');
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
  const [store, cartCount, driverId] = await Promise.all([
    deps.accounts.storeOf(user.id),
    deps.accounts.cartPieces(user.id),
    deps.accounts.driverOf(user.id),
  ]);
  return {
    token,
    expiresAt,
    signedIn: {
      ...toCurrentUser(user, store ?? null, cartCount, driverId),
      token: { access_token: token, token_type: 'Bearer', expires_at: expiresAt.toISOString() },
    },
  };
}
