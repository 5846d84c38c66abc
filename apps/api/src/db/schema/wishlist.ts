import { boolean, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { products } from './products.ts';

/** A product a customer saved (SPEC.md §2 wishlist); one row per customer and product. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the customer last knew of the product (saved, or last told): an
     * alert goes out only when this changes (back in stock, out of stock, on offer).
     */
    seenInStock: boolean('seen_in_stock').notNull().default(true),
    seenOnOffer: boolean('seen_on_offer').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_user').on(t.userId, t.createdAt.desc()),
    index('wishlist_items_product').on(t.productId),
  ],
);
