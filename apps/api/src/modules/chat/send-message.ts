import { AppError, forbidden } from '@bedesten/core/errors/app-error';
import type { MessageKey } from '@bedesten/core/messages/catalogue';
import {
  CHAT_IMAGE_URL_PATTERN,
  CHAT_QUOTE_TITLE_MAX,
  otherSide,
  type ChatMessage,
  type ChatQuote,
  type ChatSide,
  type PostMessageBody,
} from '@bedesten/core/schemas/chat';
import type { ChatDeps } from './chat.deps.ts';
import type { ChatRepository, ConversationRow } from './chat.repository.ts';
import { customerNameOf, excerpt, toChatMessage } from './chat-views.ts';
import { partiesOf, partyConversation, type ChatActor } from './party.ts';

const notOwnUpload = () =>
  new AppError(400, 'upload_not_found', { fields: { attachment_url: [{ key: 'upload_not_found' }] } });

/**
 * What a message carries besides text. A picture must be one the sender
 * uploaded through tus (checked and re-encoded there); a voice note a sound
 * file the sender uploaded (an upload whose checked content type is audio),
 * with its length, at most a minute (the schema).
 */
async function attachmentOf(repository: ChatRepository, senderId: string, body: PostMessageBody) {
  if (body.kind === 'text') return { attachmentUrl: null, voiceSeconds: null, body: body.body ?? null };
  const url = body.attachment_url!;
  if (body.kind === 'image') {
    const uploadId = CHAT_IMAGE_URL_PATTERN.exec(url)?.[1];
    if (!uploadId || !(await repository.ownsImage(senderId, uploadId))) throw notOwnUpload();
    return { attachmentUrl: url, voiceSeconds: null, body: body.body || null };
  }
  if (!(await repository.ownsAudio(senderId, url))) throw notOwnUpload();
  return { attachmentUrl: url, voiceSeconds: body.duration_seconds!, body: null };
}

/**
 * Only the store quotes a broadcast request, and only one it replied to; the
 * quote carries the request's own title, whatever the client sent.
 */
async function quoteOf(deps: ChatDeps, storeId: string, side: ChatSide, quote: ChatQuote): Promise<ChatQuote> {
  const title = side === 'vendor' ? await deps.repliedRequestTitle(storeId, quote.id) : undefined;
  if (title === undefined)
    throw new AppError(400, 'request_not_found', { fields: { quote: [{ key: 'request_not_found' }] } });
  return { ...quote, title: title.slice(0, CHAT_QUOTE_TITLE_MAX) };
}

/**
 * A party posts a message: saved (unless the conversation is blocked: 403),
 * pushed to both parties' open sockets on every instance through the event
 * bus, and, when the recipient has no socket open anywhere, told through the
 * notifier (at most one notice a conversation while they leave it unread).
 */
export async function sendMessage(deps: ChatDeps, actor: ChatActor, body: PostMessageBody): Promise<ChatMessage> {
  const { row, side } = await partyConversation(deps.repository, actor, body.conversation_id);
  if (row.blocked_by) throw forbidden('chat_blocked');
  const content = await attachmentOf(deps.repository, actor.userId, body);
  const quote = body.quote ? await quoteOf(deps, row.store_id, side, body.quote) : null;
  const saved = await deps.repository.addMessage({
    conversationId: row.id,
    senderId: actor.userId,
    senderSide: side,
    kind: body.kind,
    ...content,
    quote,
  });
  if (!saved) throw forbidden('chat_blocked');
  const message = toChatMessage(saved);
  await deps.events.publish({ type: 'chat.message', ...partiesOf(row), message });
  await tellIfOffline(deps, row, side, message);
  return message;
}

function noticeOf(message: ChatMessage, name: string): { messageKey: MessageKey; params: Record<string, string> } {
  if (message.kind === 'image') return { messageKey: 'chat_image_notice', params: { name } };
  if (message.kind === 'voice') return { messageKey: 'chat_voice_notice', params: { name } };
  return { messageKey: 'chat_message_notice', params: { name, preview: excerpt(message.body ?? '') } };
}

async function tellIfOffline(deps: ChatDeps, row: ConversationRow, senderSide: ChatSide, message: ChatMessage) {
  const side = otherSide(senderSide);
  const recipient = side === 'customer' ? row.customer_id : row.store_owner_id;
  if (!recipient) return;
  // Unsure (Redis away) counts as offline: a notice too many beats a message nobody hears of.
  const online = await deps.presence.isOnline(recipient).catch(() => false);
  if (online || !(await deps.repository.claimNotice(row.id, side))) return;
  const name = side === 'vendor' ? customerNameOf(row) : row.store_title;
  await deps.notifier.notify([
    {
      userId: recipient,
      kind: 'chat_message',
      ...noticeOf(message, name),
      link: side === 'customer' ? `/chat?c=${row.id}` : `/vendor/chat?c=${row.id}`,
    },
  ]);
}
