import { index, integer, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { productVariants } from './products.ts';
import { stores } from './stores.ts';

/**
 * A signed-in person's cart (SPEC.md §3 "Cart": one store at a time). Only
 * what the person chose is kept; names, pictures and prices are read from
 * the catalogue each time, so the cart never shows a stale price.
 */
export const carts = pgTable('carts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One line: a variant (its product, variation and size) and how many. `id` is the line's uuid. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => carts.userId, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_variant').on(t.userId, t.variantId),
    index('cart_items_variant').on(t.variantId),
  ],
);

/**
 * Guest carts already merged into an account at sign-in (`cart-bulk`'s
 * `merge_id`), so a retried or concurrent sign-in never counts a guest cart
 * twice. Rows older than a month are dropped as the person merges again.
 */
export const cartMerges = pgTable(
  'cart_merges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mergeId: uuid('merge_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mergeId] })],
);
