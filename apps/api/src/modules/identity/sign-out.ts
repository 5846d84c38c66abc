import type { IdentityRepository } from './identity.repository.ts';

/** `logout`: the session ends on the server, so its token stops working everywhere at once. */
export async function signOut(repository: IdentityRepository, sessionId: string | undefined): Promise<void> {
  if (sessionId) await repository.revokeSession(sessionId);
}
