import { and, asc, count, desc, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { OrderActor, OrderStatus } from '@bedesten/core/orders/order-status';
import type { Db } from '../../db/client.ts';
import { offerRedemptions, offers } from '../../db/schema/offers.ts';
import { orderItems, orders, orderStatusEvents, payments } from '../../db/schema/orders.ts';
import { productVariants } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderStatusEvents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type StoreFacts = Pick<
  typeof stores.$inferSelect,
  | 'id'
  | 'slug'
  | 'title'
  | 'imageUrl'
  | 'ownerId'
  | 'address'
  | 'city'
  | 'postalCode'
  | 'country'
  | 'lat'
  | 'lng'
  | 'email'
  | 'countryCode'
  | 'phoneNumber'
  | 'licenseNumber'
  | 'brandName'
>;

export interface OrderListRow {
  order: OrderRow;
  store: StoreFacts;
  itemCount: number;
}

export interface OrderBundle extends OrderListRow {
  items: OrderItemRow[];
  events: OrderEventRow[];
  payments: PaymentRow[];
}

/** Whose orders a call may see: a customer their own, a vendor their store's. */
export type OrderScope = { userId: string } | { storeId: string } | { userIdOrStoreId: [string, string | null] };

export interface StatusChange {
  to: OrderStatus;
  actor: OrderActor;
  actorUserId: string | null;
  note?: string | null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const storeColumns = {
  id: stores.id,
  slug: stores.slug,
  title: stores.title,
  imageUrl: stores.imageUrl,
  ownerId: stores.ownerId,
  address: stores.address,
  city: stores.city,
  postalCode: stores.postalCode,
  country: stores.country,
  lat: stores.lat,
  lng: stores.lng,
  email: stores.email,
  countryCode: stores.countryCode,
  phoneNumber: stores.phoneNumber,
  licenseNumber: stores.licenseNumber,
  brandName: stores.brandName,
};

function scoped(scope: OrderScope): SQL {
  if ('userId' in scope) return eq(orders.userId, scope.userId);
  if ('storeId' in scope) return eq(orders.storeId, scope.storeId);
  const [userId, storeId] = scope.userIdOrStoreId;
  return storeId ? sql`(${orders.userId} = ${userId} or ${orders.storeId} = ${storeId})` : eq(orders.userId, userId);
}

const itemCount = sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = ${orders.id})`;

/**
 * Orders after checkout. Every read and write names the caller's scope (own
 * orders, own store's orders), so another person's order id is simply not
 * found. Status changes lock the order row, so two at once run one after
 * the other and the second sees the first's result.
 */
export function createOrdersRepository(db: Db) {
  async function list(
    where: SQL | undefined,
    page: { offset: number; limit: number },
  ): Promise<{ rows: OrderListRow[]; total: number }> {
    const [rows, [totalRow]] = await Promise.all([
      db
        .select({ order: orders, store: storeColumns, itemCount })
        .from(orders)
        .innerJoin(stores, eq(stores.id, orders.storeId))
        .where(where)
        .orderBy(desc(orders.placedAt), desc(orders.number))
        .offset(page.offset)
        .limit(page.limit),
      db.select({ total: count() }).from(orders).where(where),
    ]);
    return { rows, total: totalRow?.total ?? 0 };
  }

  // One after the other: inside a transaction the queries share one connection.
  async function bundle(tx: Tx | Db, row: OrderListRow): Promise<OrderBundle> {
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, row.order.id))
      .orderBy(asc(orderItems.productName));
    const events = await tx
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, row.order.id))
      .orderBy(asc(orderStatusEvents.createdAt));
    const paymentRows = await tx
      .select()
      .from(payments)
      .where(eq(payments.orderId, row.order.id))
      .orderBy(desc(payments.createdAt));
    return { ...row, items, events, payments: paymentRows };
  }

  async function find(tx: Tx | Db, scope: OrderScope, id: string): Promise<OrderBundle | null> {
    const [row] = await tx
      .select({ order: orders, store: storeColumns, itemCount })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(and(eq(orders.id, id), scoped(scope)));
    return row ? bundle(tx, row) : null;
  }

  /** The order row, locked until the transaction ends; null when it is not in the scope. */
  async function lock(tx: Tx, scope: OrderScope, id: string): Promise<OrderRow | null> {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), scoped(scope)))
      .for('update');
    return row ?? null;
  }

  return {
    listForCustomer(userId: string, page: { offset: number; limit: number }) {
      return list(eq(orders.userId, userId), page);
    },

    listForStore(
      storeId: string,
      filter: { completed?: boolean | undefined; from?: Date | undefined; until?: Date | undefined },
      page: { offset: number; limit: number },
    ) {
      const conditions: SQL[] = [eq(orders.storeId, storeId)];
      const done: OrderStatus[] = ['delivered', 'cancelled'];
      if (filter.completed === true) conditions.push(inArray(orders.status, done));
      if (filter.completed === false) conditions.push(notInArray(orders.status, done));
      if (filter.from) conditions.push(gte(orders.placedAt, filter.from));
      if (filter.until) conditions.push(lt(orders.placedAt, filter.until));
      return list(and(...conditions), page);
    },

    find: (scope: OrderScope, id: string) => find(db, scope, id),

    /**
     * Moves an order inside one transaction: locks it, lets `decide` refuse
     * (it throws), writes the status, its timestamp and the timeline row,
     * and when it is a cancellation gives the limited stock and the coupon
     * use back. Answers the order as it was before and after.
     */
    async changeStatus(
      scope: OrderScope,
      id: string,
      change: StatusChange,
      decide: (order: OrderRow) => { releaseStock: boolean },
    ): Promise<{ before: OrderRow; after: OrderBundle } | null> {
      return db.transaction(async (tx) => {
        const before = await lock(tx, scope, id);
        if (!before) return null;
        const { releaseStock } = decide(before);
        const now = new Date();
        const cancelling = change.to === 'cancelled';
        await tx
          .update(orders)
          .set({
            status: change.to,
            updatedAt: now,
            ...(change.to === 'delivered' ? { deliveredAt: now } : {}),
            ...(cancelling ? { cancelledAt: now, cancelReason: change.note ?? null } : {}),
          })
          .where(eq(orders.id, id));
        await tx.insert(orderStatusEvents).values({
          orderId: id,
          status: change.to,
          actor: change.actor,
          actorUserId: change.actorUserId,
          note: change.note ?? null,
        });
        if (cancelling && releaseStock) {
          // What checkout took (`stock_taken`), not what was ordered: a variant that was "always available"
          // then gave nothing, so it gets nothing back even if it keeps a count now.
          await tx.execute(sql`
            update ${productVariants} v set stock = v.stock + back.qty, updated_at = now()
            from (
              select variant_id, sum(stock_taken)::int as qty from ${orderItems}
              where order_id = ${id}::uuid and variant_id is not null and stock_taken > 0 group by variant_id
            ) back
            where v.id = back.variant_id and v.stock is not null`);
        }
        if (cancelling && before.offerId) {
          const removed = await tx
            .delete(offerRedemptions)
            .where(eq(offerRedemptions.orderId, id))
            .returning({ id: offerRedemptions.id });
          // The shop-wide count goes down only for a use that was counted (a redemption row exists).
          if (removed.length > 0) {
            await tx
              .update(offers)
              .set({ usedCount: sql`greatest(${offers.usedCount} - 1, 0)` })
              .where(eq(offers.id, before.offerId));
          }
        }
        const after = await find(tx, { storeId: before.storeId }, id);
        return { before, after: after! };
      });
    },

    /**
     * Records a cash or bank-transfer payment the vendor received: a
     * captured payment row and the order paid, once (the row lock and the
     * `decide` check make a second call refuse).
     */
    async markPaid(
      scope: OrderScope,
      id: string,
      decide: (order: OrderRow) => { provider: 'cod' | 'bank_transfer' },
    ): Promise<OrderBundle | null> {
      return db.transaction(async (tx) => {
        const order = await lock(tx, scope, id);
        if (!order) return null;
        const { provider } = decide(order);
        const now = new Date();
        await tx.update(orders).set({ paymentStatus: 'paid', paidAt: now, updatedAt: now }).where(eq(orders.id, id));
        await tx.insert(payments).values({
          orderId: id,
          provider,
          status: 'captured',
          amount: order.orderTotal,
          currency: order.currency,
          providerRef: `${provider.toUpperCase()}-${order.number}`,
          capturedAt: now,
        });
        return (await find(tx, { storeId: order.storeId }, id))!;
      });
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
