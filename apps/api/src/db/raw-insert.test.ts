import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertInto, runStatement } from './raw-insert.ts';
import { outbox } from './schema/messaging.ts';
import { orderItems, orders } from './schema/orders.ts';

// Drizzle's own insert, rendered without a database: the text and parameters ours must match.
const db = drizzle.mock();

const order = {
  id: '0b7c1d52-1a4e-4c1e-9a55-6a0f1f0c2b11',
  userId: '5f0a4a8e-8f7b-4d6c-9a3e-2b1c0d9e8f7a',
  storeId: '7d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
  status: 'placed' as const,
  fulfilment: 'delivery' as const,
  paymentMethod: 'cod' as const,
  contactName: 'Ayşe "Quotes" Yılmaz',
  email: null,
  contact: '+357 99123456',
  address: { line1: 'Ledra 1', city: 'Lefkoşa', lat: 35.17, lng: 33.36 } as never,
  distanceKm: 2.5,
  mrpTotal: 1200,
  itemsTotal: 1000,
  itemsDiscount: 200,
  orderTotal: 1150,
  currency: 'EUR',
  placedAt: new Date('2026-11-27T10:00:00.000Z'),
};

describe('insertInto', () => {
  it('renders the columns, defaults and encoded values exactly as Drizzle’s insert builder does', () => {
    const ours = insertInto(orders)([order]);
    const theirs = db.insert(orders).values(order).toSQL();
    expect(ours.text).toBe(theirs.sql);
    expect(ours.params).toEqual(theirs.params);
    // The identity column and the columns left out go as `default`; the JSON and the date are encoded.
    expect(ours.text).toMatch(/^insert into "orders" \("id", "number", /);
    expect(ours.params).toContain(JSON.stringify(order.address));
    expect(ours.params).toContain('2026-11-27T10:00:00.000Z');
  });

  it('numbers several rows from the parameter it is told to start at', () => {
    const lines = [
      { orderId: order.id, productName: 'Halloumi', quantity: 2, sellingPrice: 500, mrpPrice: 600 },
      { orderId: order.id, productName: 'Çay', quantity: 1, sellingPrice: 150, mrpPrice: 150, vatName: 'KDV' },
    ];
    const ours = insertInto(orderItems)(lines, 4);
    const theirs = db.insert(orderItems).values(lines).toSQL();
    const renumbered = theirs.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + 3}`);
    expect(ours.text).toBe(renumbered);
    expect(ours.params).toEqual(theirs.params);
  });

  it('refuses an sql value rather than sending it as a parameter', () => {
    expect(() => insertInto(orders)([{ ...order, placedAt: sql`now()` as never }])).toThrow(/placedAt is SQL/);
  });
});

describe('runStatement', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('runs on the connection it is given: inside a transaction, a rollback takes the row away', async () => {
    const insertOutbox = insertInto(outbox);
    const to = `raw-insert-${Date.now()}@example.cy`;
    const message = { channel: 'email' as const, to, subject: 'Hello', body: 'Merhaba' };
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await runStatement(tx, insertOutbox([message]));
        const inside = await tx.select().from(outbox).where(eq(outbox.to, to));
        expect(inside).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await ctx.database.db.select().from(outbox).where(eq(outbox.to, to))).toHaveLength(0);

    const { rows } = await runStatement(ctx.database.db, {
      ...insertOutbox([message]),
      text: `${insertOutbox([message]).text} returning id, created_at`,
    });
    expect(rows).toHaveLength(1);
    // The column's default was applied; raw rows keep the driver's text (tableRowMapper decodes it).
    expect(Number.isNaN(Date.parse(String(rows[0]!.created_at)))).toBe(false);
  });
});
