import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { stores } from './stores.ts';

export const discountType = pgEnum('discount_type', ['percent', 'flat']);

/**
 * A store's offer with its voucher code (SPEC.md §3 "Offer"). `used_count`
 * is raised by a conditional update inside the order's transaction, so a
 * usage limit holds whatever the concurrency (DESIGN.md §4).
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Turkish title and description, when written (the demo's are); a vendor's edit clears them, being one language. */
    titleTr: text('title_tr'),
    descriptionTr: text('description_tr'),
    discountType: discountType('discount_type').notNull(),
    /** percent: whole percent (1–100); flat: minor units. */
    discountValue: integer('discount_value').notNull(),
    minimumOrderAmount: integer('minimum_order_amount').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    colour: text('colour').notNull().default('#c2410c'),
    onlinePaymentOnly: boolean('online_payment_only').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Letters and digits, kept upper-case; unique within the store. */
    code: text('code').notNull(),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('offers_store_code').on(t.storeId, t.code), index('offers_store').on(t.storeId, t.isActive)],
);

/** Which order used which coupon, for per-customer limits and reports. */
export const offerRedemptions = pgTable(
  'offer_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offer_redemptions_offer_user').on(t.offerId, t.userId),
    uniqueIndex('offer_redemptions_order').on(t.orderId),
  ],
);

/** A vendor's delivery-charge band (SPEC.md §3 "Delivery charge range"), money in minor units. */
export const deliveryChargeRanges = pgTable(
  'delivery_charge_ranges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    minPrice: integer('min_price').notNull(),
    maxPrice: integer('max_price').notNull(),
    charge: integer('charge').notNull(),
    maxDistanceKm: integer('max_distance_km').notNull(),
    maxHours: integer('max_hours').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('delivery_charge_ranges_store').on(t.storeId)],
);
