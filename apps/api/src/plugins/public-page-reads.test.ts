import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createProduct, createSignedInUser, createVendorWithStore } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/**
 * What the store page and the product page read beside the store and the
 * product: each answer depends only on its URL and language, so every
 * visitor of a popular page shares it (ADR 0055, 0065), signed in or not.
 * What depends on the caller (delivery to their addresses) is never kept.
 */
describe('the public reads behind store and product pages', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { READ_CACHE_SECONDS: '5' } });
  });
  afterAll(() => ctx.close());

  it('are answered from the read cache after the first call, for anyone', async () => {
    const { store } = await createVendorWithStore(ctx.app, ctx.database);
    const { product } = await createProduct(ctx.database, store.id);
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const urls = [
      `/api/offerList?store_id=${store.id}&lang=en`,
      `/api/store-rating-list?store_id=${store.id}&page=1&lang=en`,
      `/api/product-rating-list?product_id=${product.id}&page=1&lang=en`,
      `/api/product-questions?product_id=${product.id}&page=1&lang=en`,
    ];
    for (const url of urls) {
      const first = await ctx.app.inject({ method: 'GET', url });
      const again = await ctx.app.inject({ method: 'GET', url, headers: bearer(customer.token) });
      expect([url, first.statusCode, first.headers['x-cache']]).toEqual([url, 200, 'MISS']);
      expect([url, again.statusCode, again.headers['x-cache']]).toEqual([url, 200, 'HIT']);
      expect(again.body).toBe(first.body);
    }

    const terms = `/api/store-delivery-terms?store_id=${store.id}`;
    await ctx.app.inject({ method: 'GET', url: terms });
    const personal = await ctx.app.inject({ method: 'GET', url: terms, headers: bearer(customer.token) });
    expect(personal.statusCode).toBe(200);
    expect(personal.headers['x-cache']).toBeUndefined();
  });
});
