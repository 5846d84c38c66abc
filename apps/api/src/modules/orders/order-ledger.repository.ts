import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { OrderActor, OrderStatus } from '@bedesten/core/orders/order-status';
import type { Db, Tx } from '../../db/client.ts';
import { offerRedemptions, offers } from '../../db/schema/offers.ts';
import { orderItems, orders, orderStatusEvents, payments } from '../../db/schema/orders.ts';
import { productVariants } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';
import { insertInto, runStatement } from '../../db/raw-insert.ts';
import { tableRowMapper } from '../../db/table-rows.ts';
import type { OrderItemRow, OrderRow, PaymentRow } from './order-rows.ts';

export type OrderInsert = typeof orders.$inferInsert;
export type OrderItemInsert = Omit<typeof orderItems.$inferInsert, 'orderId'>;

const insertOrders = insertInto(orders);
const insertOrderItems = insertInto(orderItems);
const insertStatusEvents = insertInto(orderStatusEvents);
const orderRowOf = tableRowMapper(orders);

/** An order row as the ledger locked it, with the store owner who hears of its changes. */
export interface LockedOrder {
  order: OrderRow;
  vendorUserId: string | null;
}

/**
 * The only writer of the order aggregate (DESIGN.md §2 "one owner per
 * aggregate"): `orders`, `order_items`, `order_status_events`, `payments`,
 * the coupon use an order counts (`offer_redemptions`, `offers.used_count`)
 * and the limited stock it takes or gives back. It knows rows, not rules:
 * `order-ledger.ts` decides, through core's transition table, what may
 * happen; everything here runs inside the transaction it is given.
 */
export function createOrderLedgerRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    /** The order row locked until the transaction ends, with its store's owner; null when it is not there. */
    async lockOrder(tx: Tx, id: string): Promise<LockedOrder | null> {
      const [row] = await tx
        .select({ order: orders, vendorUserId: stores.ownerId })
        .from(orders)
        .innerJoin(stores, eq(stores.id, orders.storeId))
        .where(eq(orders.id, id))
        .for('update', { of: orders });
      return row ?? null;
    },

    // ---- placing

    /**
     * Takes `quantity` of a limited variant if that many are left, in one
     * conditional statement: concurrent orders can never take stock below 0.
     */
    async takeStock(tx: Tx, variantId: string, quantity: number): Promise<boolean> {
      const rows = await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${quantity}`, updatedAt: new Date() })
        .where(
          and(
            eq(productVariants.id, variantId),
            sql`${productVariants.stock} is not null`,
            sql`${productVariants.stock} >= ${quantity}`,
          ),
        )
        .returning({ id: productVariants.id });
      return rows.length === 1;
    },

    /** Counts one use of the coupon unless its usage limit is reached (checked by the same statement). */
    async useCoupon(tx: Tx, offerId: string): Promise<boolean> {
      const rows = await tx
        .update(offers)
        .set({ usedCount: sql`${offers.usedCount} + 1` })
        .where(
          and(
            eq(offers.id, offerId),
            sql`(${offers.usageLimit} is null or ${offers.usedCount} < ${offers.usageLimit})`,
          ),
        )
        .returning({ id: offers.id });
      return rows.length === 1;
    },

    /**
     * The order, its lines and its first status in one statement (three data-modifying parts of one
     * `with`): one round trip instead of three on the busiest write. The id is made here so the lines and
     * the status row can name their order before the database has answered. Its text is built directly
     * (raw-insert.ts): through Drizzle's builders this one statement was a tenth of the server's time under
     * the order bench.
     */
    async insertOrder(tx: Tx, order: OrderInsert, items: OrderItemInsert[]): Promise<OrderRow> {
      const id = randomUUID();
      const status = order.status ?? 'placed';
      const placed = insertOrders([{ ...order, id, status }]);
      const lines = insertOrderItems(
        items.map((item) => ({ ...item, orderId: id })),
        1 + placed.params.length,
      );
      const firstStatus = insertStatusEvents(
        [{ orderId: id, status, actor: 'customer', actorUserId: order.userId }],
        1 + placed.params.length + lines.params.length,
      );
      const { rows } = await runStatement(tx, {
        text:
          `with placed as (${placed.text} returning *), ` +
          `lines as (${lines.text} returning id), ` +
          `first_status as (${firstStatus.text} returning id) ` +
          'select * from placed',
        params: [...placed.params, ...lines.params, ...firstStatus.params],
      });
      return orderRowOf(rows[0]!);
    },

    async recordRedemption(tx: Tx, offerId: string, userId: string, orderId: string): Promise<void> {
      await tx.insert(offerRedemptions).values({ offerId, userId, orderId });
    },

    async insertPayment(
      tx: Tx,
      values: { orderId: string; provider: string; amount: number; currency: string },
    ): Promise<PaymentRow> {
      const [row] = await tx.insert(payments).values(values).returning();
      return row!;
    },

    // ---- moving

    /** Writes the new status, its timestamp and the timeline row. */
    async writeStatus(
      tx: Tx,
      order: OrderRow,
      change: { to: OrderStatus; actor: OrderActor; actorUserId: string | null; note: string | null },
      extra: { paymentStatus?: OrderRow['paymentStatus'] } = {},
    ): Promise<void> {
      const now = new Date();
      await tx
        .update(orders)
        .set({
          status: change.to,
          updatedAt: now,
          ...extra,
          ...(change.to === 'delivered' ? { deliveredAt: now } : {}),
          ...(change.to === 'cancelled' ? { cancelledAt: now, cancelReason: change.note, paymentDueAt: null } : {}),
        })
        .where(eq(orders.id, order.id));
      await tx.insert(orderStatusEvents).values({
        orderId: order.id,
        status: change.to,
        actor: change.actor,
        actorUserId: change.actorUserId,
        note: change.note,
      });
    },

    /**
     * Gives back what placing the order took: the limited stock checkout
     * counted (`stock_taken`, not what was ordered: a variant that was
     * "always available" then gave nothing, so it gets nothing back even if
     * it keeps a count now) and the coupon use, whose shop-wide count goes
     * down only when a redemption row was there to remove. Variants in id
     * order, as checkout locks them, so the two never deadlock.
     */
    async giveBack(tx: Tx, order: OrderRow): Promise<void> {
      await tx.execute(sql`
        update ${productVariants} v set stock = v.stock + back.qty, updated_at = now()
        from (
          select variant_id, sum(stock_taken)::int as qty from ${orderItems}
          where order_id = ${order.id}::uuid and variant_id is not null and stock_taken > 0
          group by variant_id order by variant_id
        ) back
        where v.id = back.variant_id and v.stock is not null`);
      if (!order.offerId) return;
      const removed = await tx
        .delete(offerRedemptions)
        .where(eq(offerRedemptions.orderId, order.id))
        .returning({ id: offerRedemptions.id });
      if (removed.length > 0) {
        await tx
          .update(offers)
          .set({ usedCount: sql`greatest(${offers.usedCount} - 1, 0)` })
          .where(eq(offers.id, order.offerId));
      }
    },

    async items(tx: Tx, orderId: string): Promise<OrderItemRow[]> {
      return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.variantId));
    },

    /** `now`: one instant for the order's `paid_at` and its payment's `captured_at`. Any status but the hold ends it. */
    async setPaymentStatus(
      tx: Tx,
      orderId: string,
      paymentStatus: Exclude<OrderRow['paymentStatus'], 'awaiting_payment'>,
      now = new Date(),
    ): Promise<void> {
      await tx
        .update(orders)
        .set({
          paymentStatus,
          updatedAt: now,
          paymentDueAt: null,
          ...(paymentStatus === 'paid' ? { paidAt: now } : {}),
        })
        .where(eq(orders.id, orderId));
    },

    /** The order waits for another card until `dueAt`, or until the due time an earlier decline set. */
    async holdForPayment(tx: Tx, orderId: string, dueAt: Date): Promise<Date> {
      const [row] = await tx
        .update(orders)
        .set({
          paymentStatus: 'awaiting_payment',
          paymentDueAt: sql`coalesce(${orders.paymentDueAt}, ${dueAt.toISOString()}::timestamptz)`,
          updatedAt: new Date(),
        })
        .where(eq(orders.id, orderId))
        .returning({ dueAt: orders.paymentDueAt });
      return row!.dueAt!;
    },

    /** Orders whose hold ran out by `now`, oldest first. */
    async dueForRelease(now: Date, limit = 500): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.paymentStatus, 'awaiting_payment'), sql`${orders.paymentDueAt} <= ${now.toISOString()}`))
        .orderBy(asc(orders.paymentDueAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    // ---- payments

    /** A cash or bank-transfer payment the vendor received, recorded as captured. */
    async insertCapturedPayment(tx: Tx, order: OrderRow, provider: 'cod' | 'bank_transfer', now: Date): Promise<void> {
      await tx.insert(payments).values({
        orderId: order.id,
        provider,
        status: 'captured',
        amount: order.orderTotal,
        currency: order.currency,
        providerRef: `${provider.toUpperCase()}-${order.number}`,
        capturedAt: now,
      });
    },

    /** Moves a pending payment on; undefined when it was no longer pending (a conditional update, so once). */
    async settlePending(
      tx: Tx,
      paymentId: string,
      outcome: { status: 'captured' } | { status: 'failed'; reason: string },
      now = new Date(),
    ): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .update(payments)
        .set(
          outcome.status === 'captured'
            ? { status: 'captured', capturedAt: now, updatedAt: now }
            : { status: 'failed', failureReason: outcome.reason, updatedAt: now },
        )
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
        .returning();
      return row;
    },

    /**
     * The order's pending payments, locked: payments before their order, as a capture locks them, so a
     * release racing a capture waits for it instead of deadlocking.
     */
    async lockPendingPayments(tx: Tx, orderId: string): Promise<PaymentRow[]> {
      return tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
        .orderBy(asc(payments.id))
        .for('update');
    },

    /** A pending payment, locked (see `lockPendingPayments`); undefined once it is settled. */
    async lockPendingPayment(tx: Tx, paymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
        .for('update');
      return row;
    },

    /** The order's newest payment still pending, if any. */
    async pendingPaymentOf(tx: Tx, orderId: string): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row;
    },

    /** Records the provider's session once; a concurrent start that lost keeps the winner's. */
    async setProviderRef(paymentId: string, ref: string): Promise<void> {
      await db
        .update(payments)
        .set({ providerRef: ref, updatedAt: new Date() })
        .where(and(eq(payments.id, paymentId), isNull(payments.providerRef)));
    },
  };
}

export type OrderLedgerRepository = ReturnType<typeof createOrderLedgerRepository>;
