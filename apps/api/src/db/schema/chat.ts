import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { stores } from './stores.ts';

/** Which end of a conversation someone writes from: the customer, or the store (its owner). */
export const chatSide = pgEnum('chat_side', ['customer', 'vendor']);
export const chatMessageKind = pgEnum('chat_message_kind', ['text', 'image', 'voice']);

/**
 * One conversation per customer and store (ADR 0034). The store side is the
 * store, not a person, so it survives a change of owner; whoever owns the
 * store answers. `last_message_*` keep the inbox one index scan away; the
 * `*_notified_at` columns hold back a second "new message" notice while the
 * first is still unread (at most one per five minutes).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Opening counts as activity, so a conversation just opened sits at the top of its customer's inbox. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** No foreign key: a message row points at its conversation, and the two are written in one transaction. */
    lastMessageId: uuid('last_message_id'),
    customerLastReadAt: timestamp('customer_last_read_at', { withTimezone: true }),
    vendorLastReadAt: timestamp('vendor_last_read_at', { withTimezone: true }),
    customerNotifiedAt: timestamp('customer_notified_at', { withTimezone: true }),
    vendorNotifiedAt: timestamp('vendor_notified_at', { withTimezone: true }),
    blockedBy: chatSide('blocked_by'),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reportReason: text('report_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_customer_store').on(t.customerId, t.storeId),
    index('chat_conversations_customer_inbox').on(t.customerId, t.lastMessageAt.desc()),
    index('chat_conversations_store_inbox')
      .on(t.storeId, t.lastMessageAt.desc())
      .where(sql`${t.lastMessageId} is not null`),
    index('chat_conversations_reported')
      .on(t.reportedAt.desc())
      .where(sql`${t.reportedAt} is not null`),
  ],
);

/**
 * A message: text (at most 2000 characters), a picture or a voice note from
 * the uploads pipeline, optionally quoting a broadcast request the vendor is
 * answering (`{type, id, title}`; the requests module owns those rows, so no
 * foreign key). Delivered: a socket of the recipient received it; read: the
 * recipient opened the conversation.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderSide: chatSide('sender_side').notNull(),
    kind: chatMessageKind('kind').notNull(),
    body: text('body'),
    attachmentUrl: text('attachment_url'),
    voiceSeconds: smallint('voice_seconds'),
    quote: jsonb('quote').$type<{ type: 'broadcast_request'; id: string; title: string }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('chat_messages_body_length', sql`char_length(${t.body}) <= 2000`),
    check('chat_messages_voice_seconds', sql`${t.voiceSeconds} between 1 and 60`),
    check(
      'chat_messages_kind_content',
      sql`(${t.kind} = 'text' and ${t.body} is not null and ${t.attachmentUrl} is null)
        or (${t.kind} = 'image' and ${t.attachmentUrl} is not null)
        or (${t.kind} = 'voice' and ${t.attachmentUrl} is not null and ${t.voiceSeconds} is not null)`,
    ),
    index('chat_messages_history').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    index('chat_messages_unread')
      .on(t.conversationId, t.senderSide)
      .where(sql`${t.readAt} is null`),
  ],
);
