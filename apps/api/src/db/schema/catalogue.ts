import { integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** SPEC.md §3 store setup: a store sells goods or offers a service. */
export const storeType = pgEnum('store_type', ['goods', 'service']);

/** Staff-managed business categories, named in both languages. */
export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  type: storeType('type').notNull(),
  nameEn: text('name_en').notNull(),
  nameTr: text('name_tr').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
