import { z } from 'zod';
import { pagedListSchema, pageQuerySchema } from '../paging/paged-list.ts';
import type { LiveEvent } from './live.ts';

/**
 * Customer–vendor chat (SPEC.md §1, §2; ADR 0034). A conversation belongs to
 * one customer and one store; the store's owner writes for the store. Only
 * the two parties read or post (anyone else: 404 "No chat found"); staff read
 * a conversation only after one party reported it.
 */

export const CHAT_SIDES = ['customer', 'vendor'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];
export const CHAT_MESSAGE_KINDS = ['text', 'image', 'voice'] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

export const CHAT_BODY_MAX = 2000;
/** SPEC.md §5: a voice note is at most one minute. */
export const CHAT_VOICE_MAX_SECONDS = 60;
export const CHAT_HISTORY_DEFAULT = 30;
export const CHAT_HISTORY_MAX = 100;
export const CHAT_REPORT_REASON_MAX = 500;
export const CHAT_QUOTE_TITLE_MAX = 200;
/** Messages one account may send in a minute, over HTTP, whatever its other write budget. */
export const CHAT_MESSAGES_PER_MINUTE = 30;

export const otherSide = (side: ChatSide): ChatSide => (side === 'customer' ? 'vendor' : 'customer');

/** Where a chat picture may point: an image our uploads pipeline re-encoded (never a demo drawing or a foreign URL). */
export const CHAT_IMAGE_URL_PATTERN =
  /^\/uploads\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(320|800|1600)\.webp$/;

/** `GET /api/chat-conversations?as=customer|vendor&page=`: the inbox, newest activity first. */
export const chatInboxQuery = pageQuerySchema.extend({
  as: z.enum(CHAT_SIDES).default('customer'),
});

/** `POST /api/chat-conversations`: open (or continue) the conversation with a visible store. */
export const openConversationBody = z.object({ store_id: z.uuid() });

export const conversationIdBody = z.object({ conversation_id: z.uuid() });

/** A broadcast request a vendor's reply quotes (the requests module owns the request). */
export const chatQuoteSchema = z.object({
  type: z.literal('broadcast_request'),
  id: z.uuid(),
  title: z.string().trim().min(1).max(CHAT_QUOTE_TITLE_MAX),
});
export type ChatQuote = z.infer<typeof chatQuoteSchema>;

/**
 * `POST /api/chat-messages` → 201. `text` needs `body`; `image` an
 * `attachment_url` the sender uploaded (`/uploads/images/<id>/<px>.webp`),
 * with an optional caption in `body`; `voice` an audio upload of the sender
 * and `duration_seconds` (1–60).
 */
export const postMessageBody = z
  .object({
    conversation_id: z.uuid(),
    kind: z.enum(CHAT_MESSAGE_KINDS),
    body: z.string().trim().max(CHAT_BODY_MAX, 'chat_body_too_long').optional(),
    attachment_url: z.string().trim().max(500).optional(),
    duration_seconds: z.number().int().min(1).max(CHAT_VOICE_MAX_SECONDS, 'chat_voice_too_long').optional(),
    quote: chatQuoteSchema.optional(),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.kind === 'text') {
      if (!value.body) issue('body', 'chat_body_required');
      if (value.attachment_url !== undefined) issue('attachment_url', 'invalid');
    } else if (value.kind === 'image') {
      if (!value.attachment_url || !CHAT_IMAGE_URL_PATTERN.test(value.attachment_url))
        issue('attachment_url', 'invalid_image_type');
    } else {
      if (!value.attachment_url) issue('attachment_url', 'chat_voice_required');
      if (value.duration_seconds === undefined) issue('duration_seconds', 'chat_voice_required');
    }
  });
export type PostMessageBody = z.infer<typeof postMessageBody>;

/** `GET /api/chat-messages?conversation_id=&before=&limit=`: history, paging back by message id. */
export const chatHistoryQuery = z.object({
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_HISTORY_MAX).default(CHAT_HISTORY_DEFAULT),
});
export const chatMessagesQuery = chatHistoryQuery.extend({ conversation_id: z.uuid() });

/** `POST /api/chat-block`: `blocked: false` lifts a block the same side set. */
export const blockConversationBody = z.object({ conversation_id: z.uuid(), blocked: z.boolean() });

/** `POST /api/chat-report`: staff may then read the conversation. */
export const reportConversationBody = z.object({
  conversation_id: z.uuid(),
  reason: z.string().trim().min(1, 'chat_report_reason_required').max(CHAT_REPORT_REASON_MAX),
});

export const chatMessageSchema = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  sender_side: z.enum(CHAT_SIDES),
  kind: z.enum(CHAT_MESSAGE_KINDS),
  body: z.string().nullable(),
  attachment_url: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  quote: chatQuoteSchema.nullable(),
  created_at: z.iso.datetime(),
  delivered_at: z.iso.datetime().nullable(),
  read_at: z.iso.datetime().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One page of history: oldest first; `next_before` pages further back (null: the beginning). */
export const chatMessageListSchema = z.object({
  data: z.array(chatMessageSchema),
  has_more: z.boolean(),
  next_before: z.uuid().nullable(),
});
export type ChatMessageList = z.infer<typeof chatMessageListSchema>;

/** The other party as a side sees them: the store (title, logo) or the customer ("Ayşe K.", picture). */
export const chatPartySchema = z.object({
  name: z.string(),
  image_url: z.string().nullable(),
  /** The store's slug for a link to its page (customer side), null for a customer. */
  store_slug: z.string().nullable(),
});

export const conversationSchema = z.object({
  id: z.uuid(),
  store_id: z.uuid(),
  /** The caller's side in this conversation. */
  side: z.enum(CHAT_SIDES),
  other: chatPartySchema,
  last_message: z
    .object({
      kind: z.enum(CHAT_MESSAGE_KINDS),
      preview: z.string().nullable(),
      sender_side: z.enum(CHAT_SIDES),
      created_at: z.iso.datetime(),
    })
    .nullable(),
  last_message_at: z.iso.datetime(),
  unread_count: z.number().int(),
  blocked: z.boolean(),
  blocked_by: z.enum(CHAT_SIDES).nullable(),
  reported: z.boolean(),
  created_at: z.iso.datetime(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = pagedListSchema(conversationSchema);
export type ConversationList = z.infer<typeof conversationListSchema>;

export const conversationResponseSchema = z.object({ data: conversationSchema, message: z.string().optional() });

export const chatUnreadCountSchema = z.object({
  data: z.object({ customer: z.number().int(), vendor: z.number().int() }),
});
export type ChatUnreadCount = z.infer<typeof chatUnreadCountSchema>['data'];

/** A reported conversation as staff list it: both parties by name, who reported and why. */
export const chatReportSchema = z.object({
  id: z.uuid(),
  store_id: z.uuid(),
  store_title: z.string(),
  customer_name: z.string(),
  reported_at: z.iso.datetime(),
  reported_by_side: z.enum(CHAT_SIDES).nullable(),
  report_reason: z.string(),
  blocked_by: z.enum(CHAT_SIDES).nullable(),
  message_count: z.number().int(),
});
export const chatReportListSchema = pagedListSchema(chatReportSchema);
export const adminChatReportsQuery = pageQuerySchema;

/** Messages a client sends over `GET /api/chat-socket`. */
export const chatClientEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), conversation_id: z.uuid() }),
  z.object({ type: z.literal('read'), conversation_id: z.uuid() }),
  z.object({ type: z.literal('ping') }),
]);
export type ChatClientEvent = z.infer<typeof chatClientEventSchema>;

/** Messages the server sends over the socket: the chat's, and the account's live changes (`LiveEvent`). */
export type ChatServerEvent =
  | { type: 'ready'; user_id: string }
  | { type: 'message'; conversation_id: string; message: ChatMessage }
  | { type: 'delivered'; conversation_id: string; message_ids: string[]; delivered_at: string }
  | { type: 'read'; conversation_id: string; side: ChatSide; read_at: string }
  | { type: 'typing'; conversation_id: string; side: ChatSide }
  | { type: 'pong' }
  | { type: 'error'; code: string }
  | LiveEvent;
