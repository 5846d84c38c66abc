import { notFound } from '@bedesten/core/errors/app-error';
import type { RequestsDeps } from './requests.deps.ts';

/**
 * A vendor answers a request their store matches: the reply is recorded
 * once per store (a second call changes nothing) and the requester is told
 * of the first. Opens the store's conversation with the customer (or finds
 * the one they have) and answers its id, for the reply that quotes the request; the customer gets
 * one notice of the two (a request reply used to send two e-mails). A request the store
 * does not match (another category, out of its area, not approved, closed)
 * is not found.
 */
export async function replyToRequest(
  { repository, notifier, openChat, claimChatNotice }: RequestsDeps,
  storeId: string,
  requestId: string,
) {
  const row = await repository.findForStore(storeId, requestId);
  if (!row) throw notFound('request_not_found');
  const conversationId = await openChat(row.user_id, storeId);
  const { first } = await repository.recordReply(row.id, storeId);
  if (first) {
    // The reply's first chat message follows in a moment: this notice is the one the customer gets for both.
    await claimChatNotice(conversationId);
    await notifier.notify([
      {
        userId: row.user_id,
        kind: 'request_reply',
        messageKey: 'request_reply_notice',
        params: { store: row.store_title, title: row.title },
        link: `/requests/${row.id}`,
      },
    ]);
  }
  return {
    request_id: row.id,
    request_title: row.title,
    customer_user_id: row.user_id,
    store_id: storeId,
    conversation_id: conversationId,
    first_reply: first,
  };
}
