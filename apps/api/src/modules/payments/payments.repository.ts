import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, payments } from '../../db/schema/orders.ts';
import { stores } from '../../db/schema/stores.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/** A payment with the order facts its events and answers need. */
export interface PaymentWithOrder {
  payment: PaymentRow;
  order: OrderRow;
  vendorUserId: string | null;
}

/** Card providers: only their pending payments can be abandoned. */
export const CARD_PROVIDERS = ['test', 'stripe', 'paypal'];

/**
 * Reading card payments with their orders. What a payment's outcome does to
 * its order is written by the orders module's ledger (`capture`,
 * `failPayment`), never here.
 */
export function createPaymentsRepository(db: Db) {
  const withOrder = () =>
    db
      .select({ payment: payments, order: orders, vendorUserId: stores.ownerId })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .innerJoin(stores, eq(stores.id, orders.storeId));

  return {
    async byId(paymentId: string): Promise<PaymentWithOrder | undefined> {
      const [row] = await withOrder().where(eq(payments.id, paymentId));
      return row;
    },

    async byProviderRef(provider: string, ref: string): Promise<PaymentWithOrder | undefined> {
      const [row] = await withOrder().where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)));
      return row;
    },

    /** The order's newest payment, when the order is the caller's. */
    async latestForOrder(
      userId: string,
      orderId: string,
    ): Promise<{ order: OrderRow; payment: PaymentRow | null } | undefined> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      if (!order) return undefined;
      const [payment] = await db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(sql`${payments.createdAt} desc`)
        .limit(1);
      return { order, payment: payment ?? null };
    },

    /** The order's payments still pending (a release asks their providers first). */
    async pendingForOrder(orderId: string): Promise<PaymentWithOrder[]> {
      return withOrder().where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
    },

    /** Pending card payments older than `before`. */
    async abandoned(before: Date): Promise<string[]> {
      const rows = await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.status, 'pending'),
            inArray(payments.provider, CARD_PROVIDERS),
            lt(payments.createdAt, before),
          ),
        )
        .orderBy(asc(payments.createdAt))
        .limit(500);
      return rows.map((row) => row.id);
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
