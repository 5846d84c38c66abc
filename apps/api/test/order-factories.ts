import { eq, inArray } from 'drizzle-orm';
import { orderTotals, NO_PLATFORM_FEE } from '@bedesten/core/pricing/order-totals';
import type { Database } from '../src/db/client.ts';
import { orderItems, orders, orderStatusEvents, type OrderAddress } from '../src/db/schema/orders.ts';
import { products, productVariants } from '../src/db/schema/products.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderInsert = typeof orders.$inferInsert;

export const TEST_ORDER_ADDRESS: OrderAddress = {
  name: 'Ayşe Demir',
  contact: '+357 99123456',
  address: '3 Makarios Avenue',
  city: 'Nicosia',
  state: '01',
  zip_code: '1065',
  country: 'CY',
  lat: 35.17,
  lng: 33.36,
};

/**
 * An order as checkout leaves it, written straight to the database, for
 * tests of what comes after (order lists, status changes, invoices,
 * transactions, reports). Prices come from the variants; `stock_taken` says
 * what checkout would have taken (limited variants), but stock is not changed.
 */
export async function createOrder(
  database: Database,
  input: {
    userId: string;
    storeId: string;
    lines: { variantId: string; quantity: number }[];
    overrides?: Partial<OrderInsert>;
  },
): Promise<OrderRow> {
  const { db } = database;
  const variantRows = await db
    .select({ variant: productVariants, product: products })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      inArray(
        productVariants.id,
        input.lines.map((line) => line.variantId),
      ),
    );
  const lines = input.lines.map((line) => {
    const row = variantRows.find((candidate) => candidate.variant.id === line.variantId);
    if (!row) throw new Error(`no variant ${line.variantId}`);
    return {
      row,
      quantity: line.quantity,
      selling_price: row.variant.price - row.variant.discount,
      mrp_price: row.variant.price,
    };
  });
  const fulfilmentKind = input.overrides?.fulfilment ?? 'delivery';
  const totals = orderTotals({
    lines,
    coupon_amount: 0,
    fulfilment: fulfilmentKind,
    delivery_charge: 0,
    platform_fee: NO_PLATFORM_FEE,
  });
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        userId: input.userId,
        storeId: input.storeId,
        fulfilment: fulfilmentKind,
        paymentMethod: 'cod',
        contactName: TEST_ORDER_ADDRESS.name,
        contact: TEST_ORDER_ADDRESS.contact,
        address: fulfilmentKind === 'delivery' ? TEST_ORDER_ADDRESS : null,
        mrpTotal: totals.mrp_total,
        itemsTotal: totals.items_total,
        itemsDiscount: totals.items_discount,
        orderTotal: totals.order_total,
        currency: 'EUR',
        ...input.overrides,
      })
      .returning();
    await tx.insert(orderItems).values(
      lines.map((line) => ({
        orderId: order!.id,
        productId: line.row.product.id,
        variantId: line.row.variant.id,
        productName: line.row.product.nameEn,
        productNameTr: line.row.product.nameTr,
        variantUniqueId: line.row.variant.uniqueId,
        quantity: line.quantity,
        sellingPrice: line.selling_price,
        mrpPrice: line.mrp_price,
        stockTaken: line.row.variant.stock !== null ? line.quantity : 0,
      })),
    );
    await tx.insert(orderStatusEvents).values({ orderId: order!.id, status: order!.status, actor: 'customer' });
    return order!;
  });
}
