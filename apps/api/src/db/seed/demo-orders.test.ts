import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { users } from '../schema/identity.ts';
import { orderItems, orders, orderStatusEvents, payments } from '../schema/orders.ts';
import { stores } from '../schema/stores.ts';
import { DEMO_ORDER_COUNT } from './demo-orders.ts';
import { seedDemoData } from './demo.ts';
import { demoTestDataDir } from './demo-test-dir.ts';

const dataDir = demoTestDataDir();

describe('demo orders', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database, dataDir);
  });
  afterAll(() => database.close());

  it('gives the demo vendor’s store forty past orders over eight weeks, mixed states, consistent totals', async () => {
    const [vendor] = await database.db.select().from(users).where(eq(users.email, 'vendor@demo.bedesten.cy'));
    const [store] = await database.db.select().from(stores).where(eq(stores.ownerId, vendor!.id));
    const rows = await database.db.select().from(orders).where(eq(orders.storeId, store!.id));
    expect(rows).toHaveLength(DEMO_ORDER_COUNT);
    const now = Date.now();
    for (const order of rows) {
      expect(now - order.placedAt.getTime()).toBeLessThanOrEqual(8 * 7 * 24 * 60 * 60 * 1000 + 60_000);
      expect(order.placedAt.getTime()).toBeLessThanOrEqual(now);
      const [lines] = await database.db
        .select({ total: sql<number>`sum(${orderItems.sellingPrice} * ${orderItems.quantity})::int` })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      expect(order.itemsTotal).toBe(lines!.total);
      expect(order.orderTotal).toBe(order.itemsTotal + order.deliveryCharges);
      const [last] = await database.db
        .select()
        .from(orderStatusEvents)
        .where(eq(orderStatusEvents.orderId, order.id))
        .orderBy(sql`${orderStatusEvents.createdAt} desc`)
        .limit(1);
      expect(last!.status).toBe(order.status);
    }
    const statuses = new Set(rows.map((o) => o.status));
    expect(statuses.has('delivered') && statuses.has('cancelled')).toBe(true);
    expect(rows.some((o) => o.paymentStatus === 'paid') && rows.some((o) => o.paymentStatus === 'unpaid')).toBe(true);
    expect(new Set(rows.map((o) => o.paymentMethod)).size).toBe(3);
    expect(new Set(rows.map((o) => o.userId)).size).toBe(5);
    const cardPaid = rows.filter((o) => o.paymentMethod === 'card' && o.paymentStatus === 'paid');
    const captured = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(sql`${orders.storeId} = ${store!.id} and ${payments.status} = 'captured'`);
    expect(captured[0]!.n).toBe(cardPaid.length);
  });

  it('adds them once', async () => {
    expect(await seedDemoData(database, dataDir)).toEqual({ seeded: false });
    // The demo vendor's store only: the review part adds delivered orders of other stores (demo-reviews.ts).
    const [vendor] = await database.db.select().from(users).where(eq(users.email, 'vendor@demo.bedesten.cy'));
    const [store] = await database.db.select().from(stores).where(eq(stores.ownerId, vendor!.id));
    const [count] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.storeId, store!.id));
    expect(count!.n).toBe(DEMO_ORDER_COUNT);
  });
});
