import type { ChatDeps } from './chat.deps.ts';
import { partiesOf, partyConversation, type ChatActor } from './party.ts';

/**
 * The caller opened the conversation: the other side's messages are read
 * (and delivered, if no socket had received them), and both parties'
 * sockets hear it, so the writer sees the ticks change.
 */
export async function markConversationRead(deps: ChatDeps, actor: ChatActor, conversationId: string) {
  const { row, side } = await partyConversation(deps.repository, actor, conversationId);
  const { readAt, count } = await deps.repository.markRead(row.id, side);
  if (count > 0) {
    await deps.events.publish({
      type: 'chat.read',
      ...partiesOf(row),
      side,
      readAt: new Date(readAt).toISOString(),
    });
  }
  return { side, count };
}
