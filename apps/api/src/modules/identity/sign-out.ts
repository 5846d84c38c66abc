import type { SessionsRepository } from './sessions.repository.ts';

/** `logout`: the session ends on the server, so its token stops working everywhere at once. */
export async function signOut(sessions: SessionsRepository, sessionId: string | undefined): Promise<void> {
  if (sessionId) await sessions.revokeSession(sessionId);
}

/**
 * `logout-all`: every session of the account ends, on every device, browser
 * cookies and app tokens alike (a lost phone, a shared computer); with
 * `keepCurrent`, all but the one asking.
 */
export async function signOutEverywhere(
  sessions: SessionsRepository,
  actor: { userId: string; sessionId: string },
  keepCurrent: boolean,
): Promise<void> {
  await sessions.revokeUserSessions(actor.userId, keepCurrent ? actor.sessionId : undefined);
}
