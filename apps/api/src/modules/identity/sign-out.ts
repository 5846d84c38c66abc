import type { SessionsRepository } from './sessions.repository.ts';

/** `logout`: the session ends on the server, so its token stops working everywhere at once. */
export async function signOut(sessions: SessionsRepository, sessionId: string | undefined): Promise<void> {
  if (sessionId) await sessions.revokeSession(sessionId);
}
