import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { insertValuesFor } from './raw-insert.ts';
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

describe('insertValuesFor', () => {
  it('renders the columns, defaults and encoded values exactly as Drizzle’s insert builder does', () => {
    const ours = insertValuesFor(orders)([order]);
    const theirs = db.insert(orders).values(order).toSQL();
    expect(`insert into "orders" ${ours.sql}`).toBe(theirs.sql);
    expect(ours.params).toEqual(theirs.params);
    // The identity column and the columns left out go as `default`; the JSON and the date are encoded.
    expect(ours.sql).toMatch(/^\("id", "number", /);
    expect(ours.params).toContain(JSON.stringify(order.address));
    expect(ours.params).toContain('2026-11-27T10:00:00.000Z');
  });

  it('numbers several rows from the parameter it is told to start at', () => {
    const lines = [
      { orderId: order.id, productName: 'Halloumi', quantity: 2, sellingPrice: 500, mrpPrice: 600 },
      { orderId: order.id, productName: 'Çay', quantity: 1, sellingPrice: 150, mrpPrice: 150, vatName: 'KDV' },
    ];
    const ours = insertValuesFor(orderItems)(lines, 4);
    const theirs = db.insert(orderItems).values(lines).toSQL();
    const renumbered = theirs.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + 3}`);
    expect(`insert into "order_items" ${ours.sql}`).toBe(renumbered);
    expect(ours.params).toEqual(theirs.params);
  });

  it('refuses an sql value rather than sending it as a parameter', () => {
    expect(() => insertValuesFor(orders)([{ ...order, placedAt: sql`now()` as never }])).toThrow(/placedAt is SQL/);
  });
});
