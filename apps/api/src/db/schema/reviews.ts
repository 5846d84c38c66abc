import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { orders } from './orders.ts';
import { products } from './products.ts';
import { stores } from './stores.ts';

/**
 * A customer's review of a store (product_id null) or of one product of it
 * (SPEC.md §3 Review: rating, title, text). Earned by a delivered order
 * (`order_id`); one per customer per store and one per customer per product.
 * A hidden review (staff, abusive) leaves every list, average and JSON-LD but
 * stays for its author and staff. The store's one public reply sits beside it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The language the review was written in, so a reader can see it is not translated. */
    language: text('language').notNull().default('en'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_one_per_store')
      .on(t.userId, t.storeId)
      .where(sql`${t.productId} is null`),
    uniqueIndex('reviews_one_per_product')
      .on(t.userId, t.productId)
      .where(sql`${t.productId} is not null`),
    index('reviews_store_visible')
      .on(t.storeId, t.createdAt.desc())
      .where(sql`${t.hiddenAt} is null`),
    index('reviews_product_visible')
      .on(t.productId, t.createdAt.desc())
      .where(sql`${t.hiddenAt} is null and ${t.productId} is not null`),
    index('reviews_user').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * A question about a product (SPEC.md §3 Question: text) and the store's
 * answer. Anyone reads the visible ones; asking needs an account.
 */
export const productQuestions = pgTable(
  'product_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_questions_product_visible')
      .on(t.productId, t.createdAt.desc())
      .where(sql`${t.hiddenAt} is null`),
    index('product_questions_store').on(t.storeId, t.answeredAt, t.createdAt.desc()),
    index('product_questions_user').on(t.userId, t.createdAt.desc()),
  ],
);
