import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { offers } from './offers.ts';
import { products, productVariants } from './products.ts';
import { stores } from './stores.ts';

export const orderStatus = pgEnum('order_status', [
  'placed',
  'accepted',
  'packed',
  'dispatched',
  'delivered',
  'cancelled',
]);
export const fulfilment = pgEnum('fulfilment', ['delivery', 'pickup']);
export const paymentMethod = pgEnum('payment_method', ['cod', 'bank_transfer', 'card']);
/**
 * SPEC.md §3 Transaction status, plus the states a card payment passes through: `awaiting_payment` is a
 * card order whose card was declined, kept (stock held) until `payment_due_at` for another card.
 */
export const paymentStatus = pgEnum('payment_status', [
  'unpaid',
  'pending',
  'awaiting_payment',
  'paid',
  'failed',
  'refunded',
]);
export const orderActor = pgEnum('order_actor', ['vendor', 'customer', 'staff', 'system']);

/** Where the order goes, copied at checkout so later address edits change no order. */
export interface OrderAddress {
  name: string;
  contact: string;
  address: string;
  landmark?: string | null;
  city: string;
  state: string;
  zip_code?: string | null;
  country: string;
  lat: number;
  lng: number;
}

/**
 * An order (SPEC.md §3 "Order", "Payment order"). Every amount is computed by
 * the API from the database at checkout (DESIGN.md §4) and kept as it was, so
 * invoices never change. `number` is the readable order number.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 100001 }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    status: orderStatus('status').notNull().default('placed'),
    fulfilment: fulfilment('fulfilment').notNull(),
    paymentMethod: paymentMethod('payment_method').notNull(),
    paymentStatus: paymentStatus('payment_status').notNull().default('unpaid'),
    contactName: text('contact_name').notNull(),
    email: text('email'),
    countryCode: text('country_code'),
    contact: text('contact').notNull(),
    buyerAddressId: uuid('buyer_address_id'),
    /** null for store pickup. */
    address: jsonb('address').$type<OrderAddress | null>(),
    distanceKm: doublePrecision('distance_km'),
    mrpTotal: integer('mrp_total').notNull(),
    itemsTotal: integer('items_total').notNull(),
    itemsDiscount: integer('items_discount').notNull(),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    couponType: text('coupon_type'),
    couponTypeValue: integer('coupon_type_value'),
    couponAmount: integer('coupon_amount').notNull().default(0),
    deliveryCharges: integer('delivery_charges').notNull().default(0),
    platformAmount: integer('platform_amount').notNull().default(0),
    orderTotal: integer('order_total').notNull(),
    currency: text('currency').notNull(),
    orderNotes: text('order_notes'),
    orderFromDevice: text('order_from_device'),
    cancelReason: text('cancel_reason'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** While `awaiting_payment`: when the order is cancelled and its stock released if no card has paid it. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user').on(t.userId, t.placedAt),
    index('orders_payment_due')
      .on(t.paymentDueAt)
      .where(sql`payment_due_at is not null`),
    index('orders_store').on(t.storeId, t.placedAt),
    index('orders_store_status').on(t.storeId, t.status),
  ],
);

/** A line of an order, with the name, size, price and VAT rate it had when ordered. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productNameTr: text('product_name_tr'),
    variantUniqueId: text('variant_unique_id'),
    sizeName: text('size_name'),
    /** Both languages are kept, so a Turkish page shows "Orta" where the cart did, not "Medium". */
    sizeNameTr: text('size_name_tr'),
    unitName: text('unit_name'),
    unitNameTr: text('unit_name_tr'),
    unitQuantity: doublePrecision('unit_quantity'),
    imageUrl: text('image_url'),
    quantity: integer('quantity').notNull(),
    sellingPrice: integer('selling_price').notNull(),
    mrpPrice: integer('mrp_price').notNull(),
    vatName: text('vat_name').notNull().default('VAT'),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(0),
    /** Whether this line took stock (limited availability), so a cancellation gives it back. */
    stockTaken: integer('stock_taken').notNull().default(0),
  },
  (t) => [index('order_items_order').on(t.orderId), index('order_items_product').on(t.productId)],
);

/** The status timeline: who moved the order where, and when. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    actor: orderActor('actor').notNull(),
    actorUserId: uuid('actor_user_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_events_order').on(t.orderId, t.createdAt)],
);

export const paymentAttemptStatus = pgEnum('payment_attempt_status', ['pending', 'captured', 'failed']);

/**
 * A payment of an order through a provider (test gateway, Stripe) or a
 * manual one (cash on delivery, bank transfer, confirmed by the vendor).
 * A capture is a conditional update from `pending`, so twenty callbacks at
 * once capture once.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    status: paymentAttemptStatus('status').notNull().default('pending'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The provider's id (Stripe Checkout Session, test gateway reference). */
    providerRef: text('provider_ref'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_order').on(t.orderId),
    uniqueIndex('payments_provider_ref')
      .on(t.provider, t.providerRef)
      .where(sql`provider_ref is not null`),
  ],
);

/**
 * Answers kept for `Idempotency-Key` (DESIGN.md §4): the same key from the
 * same account on the same call returns the first answer and changes nothing.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** null while the first request is still running. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);
