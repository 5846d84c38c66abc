import { sql } from 'drizzle-orm';
import { boolean, customType, integer, pgEnum, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** SPEC.md §3 store setup: a store sells goods or offers a service. */
export const storeType = pgEnum('store_type', ['goods', 'service']);

/** Staff moderation of what vendors add (SPEC.md §4): products and sub-categories. */
export const approvalStatus = pgEnum('approval_status', ['pending', 'approved', 'rejected']);

/** PostgreSQL's full-text document type; drizzle has no built-in column for it. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Staff-managed business categories, named in both languages; an inactive one leaves the public lists only. */
export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  type: storeType('type').notNull(),
  nameEn: text('name_en').notNull(),
  nameTr: text('name_tr').notNull(),
  imageUrl: text('image_url'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  /**
   * Both names folded (migration 0003), for search: a store matches by its business category's name
   * (ADR 0020). Stored, so a search does not fold every category's names again (ADR 0066).
   */
  searchDocument: tsvector('search_document')
    .notNull()
    .generatedAlwaysAs(sql.raw(`to_tsvector('simple'::regconfig, bedesten_fold(name_en || ' ' || name_tr))`)),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Reference list of sizes (`sizes-list/{group}`); group 1 is the general list every product uses. */
export const sizes = pgTable('sizes', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id').notNull().default(1),
  nameEn: text('name_en').notNull(),
  nameTr: text('name_tr').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Units a product is sold in (kg, piece, hour, …). */
export const units = pgTable('units', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTr: text('name_tr').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Every folded word of store and product names, for typo-tolerant search (ADR 0020); kept by triggers. */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() });
