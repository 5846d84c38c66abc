import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paymentAttemptStatus } from './orders.ts';
import { stores } from './stores.ts';

/**
 * A store's joining-fee payments (ADR 0043), apart from `payments` so that
 * an order payment keeps its NOT NULL order and every guarantee built on it.
 * At most one attempt per store is pending or captured at a time: a second
 * "pay" reuses the open one and a paid store is never charged again.
 */
export const joiningFeePayments = pgTable(
  'joining_fee_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    status: paymentAttemptStatus('status').notNull().default('pending'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    providerRef: text('provider_ref'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
  },
  (t) => [
    index('joining_fee_payments_store').on(t.storeId),
    uniqueIndex('joining_fee_payments_one_live')
      .on(t.storeId)
      .where(sql`status in ('pending', 'captured')`),
    uniqueIndex('joining_fee_payments_provider_ref')
      .on(t.provider, t.providerRef)
      .where(sql`provider_ref is not null`),
  ],
);
