import { and, asc, count, desc, eq, getTableColumns, gte, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD } from '@bedesten/core/catalogue/stock-status';
import type { ReportPeriod } from '@bedesten/core/sales/report-range';
import { OPEN_ORDER_STATUSES } from '@bedesten/core/sales/sales-rules';
import type { TransactionPeriod, TransactionStatus } from '@bedesten/core/schemas/vendor-sales';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { orderItems, orders, payments } from '../../db/schema/orders.ts';
import { productVariants, products } from '../../db/schema/products.ts';

export type OrderRow = typeof orders.$inferSelect;
export type TransactionRow = OrderRow & { userEmail: string | null; paymentId: string | null };
export type PaymentRow = typeof payments.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export interface OrderLineCursor {
  placedAt: Date;
  number: number;
  itemId: string;
}
export interface OrderLineRow extends OrderLineCursor {
  day: string;
  status: OrderRow['status'];
  productName: string;
  productNameTr: string | null;
  sizeName: string | null;
  sizeNameTr: string | null;
  quantity: number;
  sellingPrice: number;
  vatRateBasisPoints: number;
}

/** Sold (sales-rules.ts): not cancelled, and paid or delivered. */
const isSale = sql`(${orders.status} <> 'cancelled' and (${orders.paymentStatus} = 'paid' or ${orders.status} = 'delivered'))`;

/** The payment row a transaction names: a captured one first, else the newest attempt. */
const paymentIdOf = sql<string | null>`(
  select p.id from ${payments} p where p.order_id = ${orders.id}
  order by (p.status = 'captured') desc, p.created_at desc limit 1
)`;

/** Midnight of a local calendar day in `timeZone`, as an instant. */
const startOfLocalDay = (day: string, timeZone: string) => sql`((${day}::date)::timestamp at time zone ${timeZone})`;

/**
 * The vendor's sales: transactions, reports and the dashboard. Every query
 * is scoped by the caller's own store, so another store's order or payment
 * id is simply not found.
 */
export function createVendorSalesRepository(db: Db) {
  const transactionFilter = (storeId: string, period: TransactionPeriod): SQL => {
    const conditions = [eq(orders.storeId, storeId), ne(orders.status, 'cancelled')];
    if (period !== 'all') {
      conditions.push(gte(orders.placedAt, sql`now() - make_interval(weeks => ${Number(period[0])})`));
    }
    return and(...conditions)!;
  };

  const transactionColumns = {
    ...getTableColumns(orders),
    userEmail: users.email,
    paymentId: paymentIdOf,
  };

  return {
    /** The counts of the period (every status) and one page of it (the status asked for), newest first. */
    async listTransactions(
      storeId: string,
      filter: { period: TransactionPeriod; status?: TransactionStatus | undefined },
      page: { offset: number; limit: number },
    ): Promise<{ all: number; paid: number; total: number; rows: TransactionRow[] }> {
      const base = transactionFilter(storeId, filter.period);
      const [counts] = await db
        .select({
          all: count(),
          paid: sql<number>`count(*) filter (where ${orders.paymentStatus} = 'paid')::int`,
        })
        .from(orders)
        .where(base);
      const statusCondition =
        filter.status === 'paid'
          ? eq(orders.paymentStatus, 'paid')
          : filter.status === 'unpaid'
            ? ne(orders.paymentStatus, 'paid')
            : undefined;
      const rows = await db
        .select(transactionColumns)
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(base, statusCondition))
        .orderBy(desc(orders.placedAt), desc(orders.number))
        .limit(page.limit)
        .offset(page.offset);
      const all = counts?.all ?? 0;
      const paid = counts?.paid ?? 0;
      const total = filter.status === 'paid' ? paid : filter.status === 'unpaid' ? all - paid : all;
      return { all, paid, total, rows };
    },

    /** An own order by its id or by the id of one of its payments. */
    async findTransaction(storeId: string, id: string): Promise<TransactionRow | null> {
      const [row] = await db
        .select(transactionColumns)
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(
          and(
            eq(orders.storeId, storeId),
            or(
              eq(orders.id, id),
              sql`exists (select 1 from ${payments} p where p.order_id = ${orders.id} and p.id = ${id})`,
            ),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async paymentsOf(orderId: string): Promise<PaymentRow[]> {
      return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));
    },

    async itemsOf(orderId: string): Promise<OrderItemRow[]> {
      return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.productName));
    },

    /** Orders, sales and sold orders per bucket (its first day, local) between two local days. */
    async reportSeries(
      storeId: string,
      range: { from: string; to: string; period: ReportPeriod; timeZone: string },
    ): Promise<{ start: string; orders: number; sales: number; salesOrders: number }[]> {
      const local = sql`(${orders.placedAt} at time zone ${range.timeZone})`;
      const start = sql<string>`to_char(date_trunc(${range.period}, ${local}), 'YYYY-MM-DD')`;
      return (
        db
          .select({
            start,
            orders: sql<number>`count(*) filter (where ${orders.status} <> 'cancelled')::int`,
            sales: sql<number>`coalesce(sum(${orders.orderTotal}) filter (where ${isSale}), 0)::int`,
            salesOrders: sql<number>`count(*) filter (where ${isSale})::int`,
          })
          .from(orders)
          .where(
            and(
              eq(orders.storeId, storeId),
              gte(orders.placedAt, startOfLocalDay(range.from, range.timeZone)),
              lt(orders.placedAt, sql`${startOfLocalDay(range.to, range.timeZone)} + interval '1 day'`),
            ),
          )
          // By position: the same expression written twice with bound parameters is two expressions to PostgreSQL.
          .groupBy(sql`1`)
          .orderBy(sql`1`)
      );
    },

    /** The products of sold orders in a range, ranked by quantity or by revenue. */
    async topProducts(
      storeId: string,
      range: { from: string; to: string; timeZone: string },
      by: 'quantity' | 'revenue',
      limit: number,
    ) {
      const quantity = sql<number>`sum(${orderItems.quantity})::int`;
      const revenue = sql<number>`sum(${orderItems.quantity} * ${orderItems.sellingPrice})::int`;
      // Lines of a product deleted since keep their own name; they group by it.
      const key = sql`coalesce(${orderItems.productId}::text, ${orderItems.productName})`;
      return db
        .select({
          productId: sql<string | null>`(array_agg(${orderItems.productId}))[1]`,
          nameEn: sql<string>`max(${orderItems.productName})`,
          nameTr: sql<string | null>`max(${orderItems.productNameTr})`,
          quantity,
          revenue,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.storeId, storeId),
            isSale,
            gte(orders.placedAt, startOfLocalDay(range.from, range.timeZone)),
            lt(orders.placedAt, sql`${startOfLocalDay(range.to, range.timeZone)} + interval '1 day'`),
          ),
        )
        .groupBy(key)
        .orderBy(
          by === 'quantity' ? desc(quantity) : desc(revenue),
          by === 'quantity' ? desc(revenue) : desc(quantity),
          asc(sql`max(${orderItems.productName})`),
        )
        .limit(limit);
    },

    /** Orders placed from a local day on (not cancelled), and what of them sold. */
    async figuresSince(storeId: string, day: string, timeZone: string) {
      const [row] = await db
        .select({
          orders: sql<number>`count(*) filter (where ${orders.status} <> 'cancelled')::int`,
          sales: sql<number>`coalesce(sum(${orders.orderTotal}) filter (where ${isSale}), 0)::int`,
          salesOrders: sql<number>`count(*) filter (where ${isSale})::int`,
        })
        .from(orders)
        .where(and(eq(orders.storeId, storeId), gte(orders.placedAt, startOfLocalDay(day, timeZone))));
      return row ?? { orders: 0, sales: 0, salesOrders: 0 };
    },

    async openOrderCount(storeId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(
          and(
            eq(orders.storeId, storeId),
            sql`${orders.status} in (${sql.join(
              OPEN_ORDER_STATUSES.map((s) => sql`${s}`),
              sql`, `,
            )})`,
          ),
        );
      return row?.n ?? 0;
    },

    /** Limited-stock variants at or under the catalogue's low-stock threshold (its "stock: low" filter). */
    async lowStockVariantCount(storeId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(
          and(
            eq(products.storeId, storeId),
            sql`${productVariants.stock} is not null and ${productVariants.stock} <= ${LOW_STOCK_THRESHOLD}`,
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * One page of the lines of every order placed between two local days (any status), oldest first,
     * after the line `after` names (keyset paging: an export reads page by page, never all at once).
     */
    async orderLinesPage(
      storeId: string,
      range: { from: string; to: string; timeZone: string },
      after: OrderLineCursor | null,
      limit: number,
    ): Promise<OrderLineRow[]> {
      const local = sql`(${orders.placedAt} at time zone ${range.timeZone})`;
      return db
        .select({
          itemId: orderItems.id,
          placedAt: orders.placedAt,
          day: sql<string>`to_char(${local}, 'YYYY-MM-DD')`,
          number: orders.number,
          status: orders.status,
          productName: orderItems.productName,
          productNameTr: orderItems.productNameTr,
          sizeName: orderItems.sizeName,
          sizeNameTr: orderItems.sizeNameTr,
          quantity: orderItems.quantity,
          sellingPrice: orderItems.sellingPrice,
          vatRateBasisPoints: orderItems.vatRateBasisPoints,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.storeId, storeId),
            gte(orders.placedAt, startOfLocalDay(range.from, range.timeZone)),
            lt(orders.placedAt, sql`${startOfLocalDay(range.to, range.timeZone)} + interval '1 day'`),
            after
              ? sql`(${orders.placedAt}, ${orders.number}, ${orderItems.id}) > (${after.placedAt.toISOString()}::timestamptz, ${after.number}, ${after.itemId}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(orders.placedAt), asc(orders.number), asc(orderItems.id))
        .limit(limit);
    },

    async latestOrders(storeId: string, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.storeId, storeId))
        .orderBy(desc(orders.placedAt), desc(orders.number))
        .limit(limit);
    },
  };
}

export type VendorSalesRepository = ReturnType<typeof createVendorSalesRepository>;
