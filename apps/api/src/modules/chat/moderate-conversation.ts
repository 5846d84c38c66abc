import { forbidden } from '@bedesten/core/errors/app-error';
import type { ChatDeps } from './chat.deps.ts';
import { partyConversation, type ChatActor } from './party.ts';

/**
 * Either party may block the conversation: then neither can post (403) until
 * the side that blocked lifts it; the other side cannot lift it for them.
 */
export async function blockConversation(
  { repository }: ChatDeps,
  actor: ChatActor,
  conversationId: string,
  blocked: boolean,
) {
  const { row, side } = await partyConversation(repository, actor, conversationId);
  if (!blocked && row.blocked_by !== null && row.blocked_by !== side) throw forbidden('chat_blocked_by_other');
  return { row: await repository.setBlocked(row.id, side, blocked), side };
}

/** Either party may report the conversation; from then on staff may read it (a new report replaces the reason). */
export async function reportConversation(
  { repository }: ChatDeps,
  actor: ChatActor,
  conversationId: string,
  reason: string,
) {
  const { row, side } = await partyConversation(repository, actor, conversationId);
  return { row: await repository.report(row.id, actor.userId, reason), side };
}
