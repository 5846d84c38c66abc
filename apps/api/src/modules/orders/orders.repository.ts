import { and, asc, count, desc, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@bedesten/core/orders/order-status';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, orders, orderStatusEvents, payments } from '../../db/schema/orders.ts';
import { stores } from '../../db/schema/stores.ts';
import type { OrderEventRow, OrderItemRow, OrderRow, PaymentRow } from './order-rows.ts';
import {
  bankTransferDetailsOf,
  STORES_COLLECT,
  type BankTransferCollector,
  type BankTransferDetails,
} from './bank-transfer-payee.ts';

export type { OrderEventRow, OrderItemRow, OrderRow, PaymentRow };
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
  | 'iban'
  | 'bic'
  | 'accountHolderName'
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
  /** Where and how to pay a bank-transfer order (ADR 0089); null for other methods. */
  bankTransfer: BankTransferDetails | null;
}

/** Whose orders a call may see: a customer their own, a vendor their store's, staff every order. */
export type OrderScope =
  { userId: string } | { storeId: string } | { userIdOrStoreId: [string, string | null] } | { staff: true };

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
  iban: stores.iban,
  bic: stores.bic,
  accountHolderName: stores.accountHolderName,
};

function scoped(scope: OrderScope): SQL {
  if ('staff' in scope) return sql`true`;
  if ('userId' in scope) return eq(orders.userId, scope.userId);
  if ('storeId' in scope) return eq(orders.storeId, scope.storeId);
  const [userId, storeId] = scope.userIdOrStoreId;
  return storeId ? sql`(${orders.userId} = ${userId} or ${orders.storeId} = ${storeId})` : eq(orders.userId, userId);
}

const itemCount = sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = ${orders.id})`;

/**
 * Reading orders after checkout. Every read names the caller's scope (own
 * orders, own store's orders), so another person's order id is simply not
 * found. Writes belong to the ledger (`order-ledger.repository.ts`).
 * `collector` says who bank transfers are paid to, so every reader of an
 * order (detail, invoice) names the same account.
 */
export function createOrdersRepository(db: Db, collector: BankTransferCollector = STORES_COLLECT) {
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
    const bankTransfer = bankTransferDetailsOf(collector, row.order, row.store);
    return { ...row, items, events, payments: paymentRows, bankTransfer };
  }

  async function find(tx: Tx | Db, scope: OrderScope, id: string): Promise<OrderBundle | null> {
    const [row] = await tx
      .select({ order: orders, store: storeColumns, itemCount })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(and(eq(orders.id, id), scoped(scope)));
    return row ? bundle(tx, row) : null;
  }

  return {
    listForCustomer(userId: string, page: { offset: number; limit: number }) {
      return list(eq(orders.userId, userId), page);
    },

    /** Every store's orders (staff), or the one with this readable number. */
    listAll(filter: { number?: number | undefined }, page: { offset: number; limit: number }) {
      return list(filter.number === undefined ? undefined : eq(orders.number, filter.number), page);
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

    /** One order with its lines, timeline and payments; inside a transaction when `tx` is given. */
    find: (scope: OrderScope, id: string, tx?: Tx) => find(tx ?? db, scope, id),
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
