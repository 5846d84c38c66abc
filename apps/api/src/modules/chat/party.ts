import { AppError } from '@bedesten/core/errors/app-error';
import type { ChatSide } from '@bedesten/core/schemas/chat';
import type { ChatRepository, ConversationRow } from './chat.repository.ts';

/** Who is asking: an account, and the store it owns (if any). */
export interface ChatActor {
  userId: string;
  storeId: string | null;
}

export interface Party {
  row: ConversationRow;
  side: ChatSide;
}

export const noChatFound = () => new AppError(404, 'no_chat_found');

/**
 * The conversation, when the caller is one of its two parties: its
 * customer, or the owner of its store. Anyone else is told there is no such
 * chat (404), whether it exists or not.
 */
export async function partyConversation(
  repository: ChatRepository,
  actor: ChatActor,
  conversationId: string,
): Promise<Party> {
  const row = await repository.findForParty(conversationId, actor.userId, actor.storeId);
  if (!row) throw noChatFound();
  return { row, side: row.customer_id === actor.userId ? 'customer' : 'vendor' };
}

/** Who a chat event of this conversation is for. */
export const partiesOf = (row: ConversationRow) => ({
  conversationId: row.id,
  customerId: row.customer_id,
  vendorUserId: row.store_owner_id,
});
