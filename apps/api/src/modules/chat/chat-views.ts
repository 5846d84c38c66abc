import { reviewAuthorName } from '@bedesten/core/reviews/author-name';
import type { ChatMessage, ChatSide, Conversation } from '@bedesten/core/schemas/chat';
import type { ConversationRow, MessageRow, ReportRow } from './chat.repository.ts';

const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

/** How the customer is named to the store: "Ayşe K.", never the whole name. */
export const customerNameOf = (row: { customer_name: string }): string => reviewAuthorName(row.customer_name);

/** A message on one line, shortened: what an inbox row or a notice shows of it. */
export function excerpt(text: string, max = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_side: row.sender_side,
    kind: row.kind,
    body: row.body,
    attachment_url: row.attachment_url,
    duration_seconds: row.voice_seconds,
    quote: row.quote,
    created_at: iso(row.created_at),
    delivered_at: isoOrNull(row.delivered_at),
    read_at: isoOrNull(row.read_at),
  };
}

/** A conversation as `side` sees it: the other party, and what `side` has not read. */
export function toConversation(row: ConversationRow, side: ChatSide): Conversation {
  const other =
    side === 'customer'
      ? { name: row.store_title, image_url: row.store_image_url, store_slug: row.store_slug }
      : { name: customerNameOf(row), image_url: row.customer_image_url, store_slug: null };
  return {
    id: row.id,
    store_id: row.store_id,
    side,
    other,
    last_message:
      row.last_kind && row.last_sender_side && row.last_created_at
        ? {
            kind: row.last_kind,
            preview: row.last_body ? excerpt(row.last_body, 120) : null,
            sender_side: row.last_sender_side,
            created_at: iso(row.last_created_at),
          }
        : null,
    last_message_at: iso(row.last_message_at),
    unread_count: side === 'customer' ? row.unread_customer : row.unread_vendor,
    blocked: row.blocked_by !== null,
    blocked_by: row.blocked_by,
    reported: row.reported_at !== null,
    created_at: iso(row.created_at),
  };
}

export function toChatReport(row: ReportRow) {
  const reportedBySide: ChatSide | null =
    row.reported_by === row.customer_id
      ? 'customer'
      : row.reported_by !== null && row.reported_by === row.store_owner_id
        ? 'vendor'
        : null;
  return {
    id: row.id,
    store_id: row.store_id,
    store_title: row.store_title,
    customer_name: row.customer_name,
    reported_at: iso(row.reported_at),
    reported_by_side: reportedBySide,
    report_reason: row.report_reason ?? '',
    blocked_by: row.blocked_by,
    message_count: row.message_count,
  };
}
