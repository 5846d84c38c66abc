import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createProduct,
  createSignedInUser,
  createVendorWithStore,
  updateVariantStock,
} from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const ENV = { READ_CACHE_SECONDS: '5', RATE_LIMIT_PER_MINUTE: '100000', PAYMENT_SWEEP_SECONDS: '0' };
const PICKUP_COD = { fulfilment: 'pickup', payment_method: 'cod', contact: '+357 99123456' };

/**
 * ADR 0072: a customer's own writes (signing in, the cart, the wishlist, a
 * checkout quote, an order of goods nobody counts) leave the shared answers
 * of public reads in place, so a marketplace where someone is always adding
 * to a cart still answers its public pages from memory. A write that does
 * change what the public sees (an order that takes counted stock, anything
 * of a vendor's or staff's) forgets them before its answer leaves.
 */
describe('writes and the shared answers of public reads', () => {
  let ctx: TestContext;
  let counted: { productId: string; variantId: string; url: string };
  let uncounted: { productId: string; variantId: string; url: string };
  let vendorToken: string;

  beforeAll(async () => {
    ctx = await createTestApp({ env: ENV });
    const { store, token } = await createVendorWithStore(ctx.app, ctx.database);
    vendorToken = token;
    const made = async (stock: number | null) => {
      const { product, variants } = await createProduct(ctx.database, store.id, {}, [{ stock }]);
      return { productId: product.id, variantId: variants[0]!.id, url: `/api/productDetail/${product.slug}?lang=en` };
    };
    counted = await made(5);
    uncounted = await made(null);
  });
  afterAll(() => ctx.close());

  const read = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return { cache: response.headers['x-cache'], body: response.json() };
  };
  const write = async (url: string, token: string, payload: unknown, headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  };

  it("stay through a customer's sign-in, cart, wishlist, checkout quote and an order of uncounted stock", async () => {
    await read(counted.url);
    expect((await read(counted.url)).cache).toBe('HIT');

    const { token } = await createSignedInUser(ctx.app, ctx.database);
    expect((await read(counted.url)).cache).toBe('HIT');
    const line = { product_id: uncounted.productId, variation_id: uncounted.variantId, quantity: 2 };
    await write('/api/cart', token, line);
    await write('/api/wishlist', token, { product_id: uncounted.productId });
    await write('/api/checkout-summary', token, { fulfilment: 'pickup' });
    expect((await read(counted.url)).cache).toBe('HIT');
    await write('/api/order-by-cod', token, PICKUP_COD, { 'idempotency-key': 'uncounted-1' });
    expect((await read(counted.url)).cache).toBe('HIT');
  });

  it('are forgotten when an order takes counted stock, so its product page shows what is left', async () => {
    const before = await read(counted.url);
    expect(before.body.data.variants[0].stock).toBe(5);
    const { token } = await createSignedInUser(ctx.app, ctx.database);
    await write('/api/cart', token, { product_id: counted.productId, variation_id: counted.variantId, quantity: 2 });
    expect((await read(counted.url)).cache).toBe('HIT');
    await write('/api/order-by-cod', token, PICKUP_COD, { 'idempotency-key': 'counted-1' });
    const after = await read(counted.url);
    expect(after.cache).toBe('MISS');
    expect(after.body.data.variants[0].stock).toBe(3);
    // The same order again (its key repeated) takes nothing: what was kept stays.
    expect((await read(counted.url)).cache).toBe('HIT');
    await write('/api/order-by-cod', token, PICKUP_COD, { 'idempotency-key': 'counted-1' });
    expect((await read(counted.url)).cache).toBe('HIT');
  });

  it("are forgotten by any other write that succeeds (a vendor's stock), not by one refused", async () => {
    await read(uncounted.url);
    expect((await read(uncounted.url)).cache).toBe('HIT');
    const stranger = await createVendorWithStore(ctx.app, ctx.database);
    expect((await updateVariantStock(ctx.app, stranger.headers, uncounted, 7)).statusCode).toBe(404);
    expect((await read(uncounted.url)).cache).toBe('HIT');
    expect((await updateVariantStock(ctx.app, bearer(vendorToken), uncounted, 7)).statusCode).toBe(200);
    const after = await read(uncounted.url);
    expect(after.cache).toBe('MISS');
    expect(after.body.data.variants[0].stock).toBe(7);
  });
});
