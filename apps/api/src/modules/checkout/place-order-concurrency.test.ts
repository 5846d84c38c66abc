import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerRedemptions, offers } from '../../db/schema/offers.ts';
import { orders } from '../../db/schema/orders.ts';
import { productVariants } from '../../db/schema/products.ts';
import { createOffer, customerWithCart, orderBody } from '../../../test/checkout-helpers.ts';
import { createProduct, createVendorWithStore } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

/**
 * DESIGN.md §4 under real concurrency: every request below runs at once on
 * its own pooled PostgreSQL connection, through the whole app.
 */
describe('placing orders concurrently', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', PAYMENT_SWEEP_SECONDS: '0' } });
  });
  afterAll(() => ctx.close());

  const order = (headers: Record<string, string>, payload: Record<string, unknown>, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/order-by-cod',
      headers: key ? { ...headers, 'idempotency-key': key } : headers,
      payload,
    });

  async function storeWithStock(stock: number) {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const product = await createProduct(ctx.database, vendor.store.id, { availability: 'limited' }, [
      { price: 800, stock },
    ]);
    return { storeId: vendor.store.id, variantId: product.variants[0]!.id };
  }

  it('30 customers ordering the last 5 units at once: exactly 5 orders, stock 0, never negative', async () => {
    const { storeId, variantId } = await storeWithStock(5);
    const customers = [];
    for (let i = 0; i < 30; i++) {
      customers.push(await customerWithCart(ctx.app, ctx.database, storeId, [{ variantId, quantity: 1 }]));
    }
    const responses = await Promise.all(customers.map((c) => order(c.headers, orderBody(c.addressId))));

    const placed = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(25);
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('Out of Stock');
    }
    const [variant] = await ctx.database.db.select().from(productVariants).where(eq(productVariants.id, variantId));
    expect(variant!.stock).toBe(0);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.storeId, storeId))).toHaveLength(5);
  });

  it('an order with one short line takes nothing at all', async () => {
    const { storeId, variantId } = await storeWithStock(3);
    const plenty = await createProduct(ctx.database, storeId, { availability: 'limited' }, [{ price: 100, stock: 50 }]);
    const plentyId = plenty.variants[0]!.id;
    const c = await customerWithCart(ctx.app, ctx.database, storeId, [
      { variantId: plentyId, quantity: 2 },
      { variantId, quantity: 4 },
    ]);
    const response = await order(c.headers, orderBody(c.addressId));
    expect(response.statusCode).toBe(409);
    const stocks = await ctx.database.db
      .select({ id: productVariants.id, stock: productVariants.stock })
      .from(productVariants);
    expect(stocks.find((v) => v.id === plentyId)!.stock).toBe(50);
    expect(stocks.find((v) => v.id === variantId)!.stock).toBe(3);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.storeId, storeId))).toHaveLength(0);
  });

  it('a coupon with usage limit 1 used by 20 concurrent orders gives exactly one discount', async () => {
    const { storeId, variantId } = await storeWithStock(1000);
    const offer = await createOffer(ctx.database, storeId, { code: 'ONLYONE', usageLimit: 1 });
    const customers = [];
    for (let i = 0; i < 20; i++) {
      customers.push(await customerWithCart(ctx.app, ctx.database, storeId, [{ variantId, quantity: 1 }]));
    }
    const responses = await Promise.all(
      customers.map((c) => order(c.headers, orderBody(c.addressId, { coupon_code: 'ONLYONE' }))),
    );
    const placed = responses.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.json().data.order.totals.coupon_amount).toBe(80);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('This coupon has been used up');
    }
    const discounted = (await ctx.database.db.select().from(orders).where(eq(orders.storeId, storeId))).filter(
      (row) => row.couponAmount > 0,
    );
    expect(discounted).toHaveLength(1);
    const [after] = await ctx.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(after!.usedCount).toBe(1);
    expect(
      await ctx.database.db.select().from(offerRedemptions).where(eq(offerRedemptions.offerId, offer.id)),
    ).toHaveLength(1);
    // Stock was taken only for the one order that went through.
    const [variant] = await ctx.database.db.select().from(productVariants).where(eq(productVariants.id, variantId));
    expect(variant!.stock).toBe(999);
  });

  it('Idempotency-Key: the same key twice, and ten at once, place one order and answer the same', async () => {
    const { storeId, variantId } = await storeWithStock(100);
    const c = await customerWithCart(ctx.app, ctx.database, storeId, [{ variantId, quantity: 2 }]);
    const body = orderBody(c.addressId);

    const first = await order(c.headers, body, 'attempt-1');
    const second = await order(c.headers, body, 'attempt-1');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());

    const reused = await order(c.headers, { ...body, order_notes: 'something else' }, 'attempt-1');
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({
      code: 'idempotency_key_reused',
      error: 'This request key was already used for a different request',
    });

    // The same key on the other call is another request, not a replay.
    const otherCall = await ctx.app.inject({
      method: 'POST',
      url: '/api/order-initiate-payment',
      headers: { ...c.headers, 'idempotency-key': 'attempt-1' },
      payload: { ...body, payment_method: 'card' },
    });
    expect(otherCall.statusCode).toBe(409);
    expect(otherCall.json().error).toBe('Your cart is empty');

    const d = await customerWithCart(ctx.app, ctx.database, storeId, [{ variantId, quantity: 3 }]);
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => order(d.headers, orderBody(d.addressId), 'double-click')),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const ids = new Set(burst.map((r) => r.json().data.order.id));
    expect(ids.size).toBe(1);
    for (const response of burst) expect(response.json()).toEqual(burst[0]!.json());

    expect(await ctx.database.db.select().from(orders).where(eq(orders.storeId, storeId))).toHaveLength(2);
    const [variant] = await ctx.database.db.select().from(productVariants).where(eq(productVariants.id, variantId));
    expect(variant!.stock).toBe(100 - 2 - 3);
  });

  it('without a key, a double click still places one order: the second finds the cart ordered', async () => {
    const { storeId, variantId } = await storeWithStock(100);
    const c = await customerWithCart(ctx.app, ctx.database, storeId, [{ variantId, quantity: 1 }]);
    const both = await Promise.all([
      order(c.headers, orderBody(c.addressId)),
      order(c.headers, orderBody(c.addressId)),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.storeId, storeId))).toHaveLength(1);
  });
});
