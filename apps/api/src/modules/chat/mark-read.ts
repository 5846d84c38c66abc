import type { ChatDeps } from './chat.deps.ts';
import { partiesOf, partyConversation, type ChatActor } from './party.ts';

/**
 * The caller opened the conversation: the other side's messages are read
 * (and delivered, if no socket had received them), and both parties'
 * sockets hear it, so the writer sees the ticks change. In a blocked
 * conversation the reader's unread count still falls, but nobody's socket
 * hears it: a block hides receipts from the other side (ADR 0087).
 */
export async function markConversationRead(deps: ChatDeps, actor: ChatActor, conversationId: string) {
  const { row, side } = await partyConversation(deps.repository, actor, conversationId);
  // The block is read under the same row lock as the mark, so a block set meanwhile counts.
  const { readAt, count, blocked } = await deps.repository.markRead(row.id, side);
  if (count > 0 && !blocked) {
    await deps.events.publish({
      type: 'chat.read',
      ...partiesOf(row),
      side,
      readAt: new Date(readAt).toISOString(),
    });
  }
  return { side, count };
}
