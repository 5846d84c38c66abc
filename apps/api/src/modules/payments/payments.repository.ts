import type { OrderActor } from '@bedesten/core/orders/order-status';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, orderStatusEvents, payments } from '../../db/schema/orders.ts';
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

    /** The order's newest payment, when the order is the caller's, with its store's slug and who cancelled it. */
    async latestForOrder(
      userId: string,
      orderId: string,
    ): Promise<
      { order: OrderRow; payment: PaymentRow | null; storeSlug: string; cancelledBy: OrderActor | null } | undefined
    > {
      const [found] = await db
        .select({ order: orders, storeSlug: stores.slug })
        .from(orders)
        .innerJoin(stores, eq(stores.id, orders.storeId))
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      if (!found) return undefined;
      const [payment] = await db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(sql`${payments.createdAt} desc`)
        .limit(1);
      const [cancel] =
        found.order.status === 'cancelled'
          ? await db
              .select({ actor: orderStatusEvents.actor })
              .from(orderStatusEvents)
              .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.status, 'cancelled')))
              .orderBy(desc(orderStatusEvents.createdAt))
              .limit(1)
          : [];
      return { ...found, payment: payment ?? null, cancelledBy: cancel?.actor ?? null };
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
