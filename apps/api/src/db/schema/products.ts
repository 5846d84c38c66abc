import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { approvalStatus, categories, sizes, tsvector, units } from './catalogue.ts';
import { stores } from './stores.ts';

/** SPEC.md §3 Product availability: always available, or limited by a stock count per variant. */
export const productAvailability = pgEnum('product_availability', ['always', 'limited']);

/**
 * What search reads of a product: names in both languages and the brand,
 * folded by `bedesten_fold` (migration 0003: lower case, no accents, Turkish
 * letters folded), so "Çay" and "cay" are one word. A generated column may
 * not read another, so the document repeats the expression.
 */
const PRODUCT_SEARCH_TEXT = `bedesten_fold(coalesce(name_en, '') || ' ' || coalesce(name_tr, '') || ' ' || coalesce(brand, ''))`;

/** Only what customers may see is indexed for search. */
const VISIBLE = sql`status = 'approved' and is_active`;

/**
 * VAT rates (SPEC.md §3 VAT: name, rate). Rows without a store are the
 * platform's (Cyprus's legal rates); a vendor may add its own. The rate is
 * in basis points (1900 = 19 %), so it stays an integer like money.
 */
export const vatRates = pgTable('vat_rates', {
  id: serial('id').primaryKey(),
  storeId: uuid('store_id').references(() => stores.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  rateBasisPoints: integer('rate_basis_points').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A vendor's own sub-category of its catalogue (SPEC.md §3, §4), approved by staff before customers see it. */
export const subCategories = pgTable(
  'sub_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id),
    nameEn: text('name_en').notNull(),
    nameTr: text('name_tr'),
    bannerImages: text('banner_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    status: approvalStatus('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sub_categories_store_idx').on(t.storeId, t.createdAt),
    index('sub_categories_status_idx').on(t.status),
  ],
);

/**
 * A product (SPEC.md §3 Product). Prices live on its variants; `min_price`
 * and `max_price` are the selling prices of the active variants, kept by
 * the repository in the same transaction, so lists filter and sort by price
 * without reading variants.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameTr: text('name_tr'),
    descriptionEn: text('description_en').notNull(),
    descriptionTr: text('description_tr'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: uuid('sub_category_id').references(() => subCategories.id, { onDelete: 'set null' }),
    availability: productAvailability('availability').notNull().default('always'),
    unitId: integer('unit_id').references(() => units.id),
    unitQuantity: numeric('unit_quantity', { precision: 10, scale: 3, mode: 'number' }),
    sku: text('sku'),
    mpn: text('mpn'),
    brand: text('brand'),
    vatRateId: integer('vat_rate_id').references(() => vatRates.id),
    images: text('images').array().notNull(),
    status: approvalStatus('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    isActive: boolean('is_active').notNull().default(true),
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    /**
     * The variant a product card shows (the cheapest active one that can be
     * bought, else the cheapest active one) and whether it is discounted.
     * Kept, with min/max price, by a trigger on product_variants (migration
     * 0019, ADR 0051), so every variant write, stock change included, keeps
     * them current and lists never rank variants.
     */
    cardVariantId: uuid('card_variant_id'),
    cardDiscounted: boolean('card_discounted').notNull().default(false),
    /**
     * Whether the product's store is visible to customers (VISIBLE_STORE). Kept by triggers (migration 0021):
     * a product takes it from its store when written, and a store that changes visibility passes it to its
     * products, so lists count visible products from one index without looking up each one's store.
     */
    storeVisible: boolean('store_visible').notNull().default(false),
    /** Kept by the reviews repository in the transaction that changes a visible review. */
    avgRating: real('avg_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    searchText: text('search_text').notNull().generatedAlwaysAs(sql.raw(PRODUCT_SEARCH_TEXT)),
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(sql.raw(`to_tsvector('simple'::regconfig, ${PRODUCT_SEARCH_TEXT})`)),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_store_idx').on(t.storeId, t.createdAt),
    index('products_category_idx').on(t.categoryId),
    index('products_sub_category_idx').on(t.subCategoryId),
    index('products_status_idx').on(t.status, t.createdAt),
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).where(VISIBLE),
    index('products_search_document_idx').using('gin', t.searchDocument).where(VISIBLE),
    // Only products of visible stores, with store and category in the key: the capped count of the product
    // list reads this index alone (ADR 0051, 0066).
    index('products_visible_created_idx')
      .on(t.createdAt.desc(), t.id, t.storeId, t.categoryId)
      .where(sql`${VISIBLE} and store_visible`),
    index('products_visible_price_idx').on(t.minPrice).where(VISIBLE),
    // A product page's related row takes the best rated of its business category without sorting all of them.
    index('products_visible_category_rating_idx')
      .on(t.categoryId, t.ratingCount.desc(), t.createdAt.desc())
      .where(VISIBLE),
    // A shop page's categories: one probe per business category, however many products the store has (ADR 0066).
    index('products_store_category_idx')
      .on(t.storeId, t.categoryId)
      .where(sql`${t.status} = 'approved' and ${t.isActive}`),
    // The home page's featured row walks the most visited stores and takes each one's discounted products first;
    // with the id in the key it reads this index alone (ADR 0067).
    index('products_store_featured_idx')
      .on(t.storeId, t.cardDiscounted.desc(), t.createdAt.desc(), t.id)
      .where(sql`${t.status} = 'approved' and ${t.isActive}`),
  ],
);

/**
 * The words of every listed product (LISTED_PRODUCT: approved, active, of a visible store): the lexemes of
 * its `search_document`, one row each. Kept by statement-level triggers on products (migration 0025, ADR
 * 0068), so a product is here exactly while customers can find it. A search for one word counts and pages
 * its matches from this index alone, where the GIN index must list every match and visit each product.
 */
export const listedProductWords = pgTable(
  'listed_product_words',
  {
    word: text('word').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    productId: uuid('product_id').notNull(),
  },
  (t) => [uniqueIndex('listed_product_words_key').on(t.word, t.createdAt.desc(), t.productId)],
);

/** A variant of a product (SPEC.md §3): size, price and discount in minor units, stock (null = always available). */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    uniqueId: text('unique_id').notNull(),
    sizeId: integer('size_id').references(() => sizes.id),
    price: integer('price').notNull(),
    discount: integer('discount').notNull().default(0),
    stock: integer('stock'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.sortOrder),
    uniqueIndex('product_variants_unique_id').on(t.productId, t.uniqueId),
    // Whatever the code does, the database never holds a negative stock or a discount at or above the price.
    check('product_variants_price_positive', sql`${t.price} > 0`),
    check('product_variants_discount_range', sql`${t.discount} >= 0 and ${t.discount} < ${t.price}`),
    check('product_variants_stock_not_negative', sql`${t.stock} is null or ${t.stock} >= 0`),
  ],
);
