import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, carts } from '../../db/schema/carts.ts';
import { offerRedemptions, offers } from '../../db/schema/offers.ts';
import { orderItems, orders, orderStatusEvents, payments } from '../../db/schema/orders.ts';
import { productVariants } from '../../db/schema/products.ts';
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
export const CARD_PROVIDERS = ['test', 'stripe'];

/**
 * Payments and what a payment's outcome does to its order. Every change of
 * state is a conditional update from `pending`, so twenty callbacks at once,
 * or a callback racing the sweep, change it once.
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

    /** Records the provider's session once; a concurrent start that lost keeps the winner's. */
    async setProviderRef(paymentId: string, ref: string): Promise<void> {
      await db
        .update(payments)
        .set({ providerRef: ref, updatedAt: new Date() })
        .where(and(eq(payments.id, paymentId), isNull(payments.providerRef)));
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

    /**
     * Captures a pending payment and marks its order paid, in one
     * transaction; false when it was not pending (already captured or failed).
     */
    capture(paymentId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [payment] = await tx
          .update(payments)
          .set({ status: 'captured', capturedAt: now, updatedAt: now })
          .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
          .returning();
        if (!payment) return false;
        await tx
          .update(orders)
          .set({ paymentStatus: 'paid', paidAt: now, updatedAt: now })
          .where(eq(orders.id, payment.orderId));
        return true;
      });
    },

    /**
     * Fails a pending payment, cancels its order as "system" (while it is
     * still only placed), and gives back the stock and the coupon use it
     * took. The ordered lines go back into the customer's cart when the cart
     * is empty, so trying again is one click. False when it was not pending.
     */
    fail(paymentId: string, reason: string): Promise<{ cancelled: boolean } | null> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [payment] = await tx
          .update(payments)
          .set({ status: 'failed', failureReason: reason, updatedAt: now })
          .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
          .returning();
        if (!payment) return null;
        const [order] = await tx
          .update(orders)
          .set({
            status: 'cancelled',
            paymentStatus: 'failed',
            cancelledAt: now,
            cancelReason: reason,
            updatedAt: now,
          })
          .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'placed')))
          .returning();
        if (!order) {
          await tx
            .update(orders)
            .set({ paymentStatus: 'failed', updatedAt: now })
            .where(eq(orders.id, payment.orderId));
          return { cancelled: false };
        }
        await tx
          .insert(orderStatusEvents)
          .values({ orderId: order.id, status: 'cancelled', actor: 'system', note: reason });
        const items = await tx
          .select()
          .from(orderItems)
          .where(eq(orderItems.orderId, order.id))
          .orderBy(asc(orderItems.variantId));
        // Locks in checkout's order (cart, then variants by id, then the offer), so the two never deadlock.
        await restoreCart(tx, order.userId, order.storeId, items);
        for (const item of items) {
          if (item.stockTaken > 0 && item.variantId) {
            await tx
              .update(productVariants)
              .set({ stock: sql`${productVariants.stock} + ${item.stockTaken}`, updatedAt: now })
              .where(and(eq(productVariants.id, item.variantId), sql`${productVariants.stock} is not null`));
          }
        }
        if (order.offerId) {
          const released = await tx
            .delete(offerRedemptions)
            .where(eq(offerRedemptions.orderId, order.id))
            .returning({ id: offerRedemptions.id });
          if (released.length > 0) {
            await tx
              .update(offers)
              .set({ usedCount: sql`greatest(${offers.usedCount} - 1, 0)` })
              .where(eq(offers.id, order.offerId));
          }
        }
        return { cancelled: true };
      });
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function restoreCart(
  tx: Tx,
  userId: string,
  storeId: string,
  items: (typeof orderItems.$inferSelect)[],
): Promise<void> {
  await tx.insert(carts).values({ userId, storeId: null }).onConflictDoNothing();
  await tx.select({ userId: carts.userId }).from(carts).where(eq(carts.userId, userId)).for('update');
  const [line] = await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.userId, userId)).limit(1);
  if (line) return;
  await tx.update(carts).set({ storeId, updatedAt: new Date() }).where(eq(carts.userId, userId));
  const lines = items.filter((item): item is typeof item & { variantId: string } => item.variantId !== null);
  if (lines.length > 0) {
    await tx
      .insert(cartItems)
      .values(lines.map((item) => ({ userId, variantId: item.variantId, quantity: item.quantity })))
      .onConflictDoNothing();
  }
}
