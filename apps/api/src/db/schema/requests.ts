import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  date,
} from 'drizzle-orm/pg-core';
import { categories } from './catalogue.ts';
import { users } from './identity.ts';
import { stores } from './stores.ts';

/** A broadcast request's life (SPEC.md §4): waits for staff, then approved or rejected; closed by its owner or its close date. */
export const broadcastRequestStatus = pgEnum('broadcast_request_status', ['pending', 'approved', 'rejected', 'closed']);

export interface ShoppingListLine {
  item: string;
  quantity: number;
}

/**
 * A customer's broadcast request (SPEC.md §3 Broadcast request): what they
 * need, where and by when. Vendors of the same business category whose
 * delivery area covers `lat`/`lng` see it once staff approved it, until it
 * closes. A deleted request is kept (`deleted_at`) so the hourly creation
 * limit cannot be dodged by deleting, and chats that quote it still can.
 */
export const broadcastRequests = pgTable(
  'broadcast_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    location: text('location').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    shoppingList: jsonb('shopping_list').$type<ShoppingListLine[]>().notNull().default([]),
    /** Minor units of `budget_currency`; null: no budget given. */
    budgetAmount: integer('budget_amount'),
    budgetCurrency: text('budget_currency'),
    dateNeeded: date('date_needed', { mode: 'string' }).notNull(),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    voiceNoteUrl: text('voice_note_url'),
    voiceNoteSeconds: integer('voice_note_seconds'),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    status: broadcastRequestStatus('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    replyCount: integer('reply_count').notNull().default(0),
    /** The language the request was written in, for notices about it. */
    language: text('language').notNull().default('en'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('broadcast_requests_owner_idx').on(t.userId, t.createdAt),
    index('broadcast_requests_status_idx').on(t.status, t.createdAt),
    // Vendors' lists: open approved requests of one category, newest first.
    index('broadcast_requests_open_idx')
      .on(t.categoryId, t.createdAt)
      .where(sql`status = 'approved' and deleted_at is null`),
  ],
);

/**
 * A store that answered a request (the answer itself is a chat message):
 * one row per request and store, so the reply count is right and a vendor's
 * list can say "replied".
 */
export const broadcastRequestReplies = pgTable(
  'broadcast_request_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => broadcastRequests.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    firstRepliedAt: timestamp('first_replied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('broadcast_request_replies_once').on(t.requestId, t.storeId),
    index('broadcast_request_replies_store_idx').on(t.storeId),
  ],
);
