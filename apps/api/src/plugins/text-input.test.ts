import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSignedInUser, createVendorWithStore } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** Issue 10: no NUL byte (or other control character) reaches PostgreSQL, whatever the route. */
describe('control characters in text input', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      extend: (app) => {
        app.post('/api/test/echo/:name', { schema: { body: z.object({}).passthrough() } }, async (request) => ({
          data: request.body,
        }));
      },
    });
  });
  afterAll(() => ctx.close());

  it.each(['/api/productDetail/%00', '/api/storeDetail/%00', '/api/product-details/a%00b', '/api/storeDetail/x%1By'])(
    'GET %s is a 404, not a crash',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'tr' } });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ error: 'Bulunamadı', code: 'not_found' });
    },
  );

  it('refuses a NUL in the query with 400 naming the field, in the caller’s language', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/users-product-list?brand=x%00&lang=tr' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      error: 'Marka izin verilmeyen karakterler içeriyor',
      code: 'validation_failed',
      errors: { brand: ['Marka izin verilmeyen karakterler içeriyor'] },
    });
  });

  it('refuses control characters anywhere in a JSON body, nested fields named by their path', async () => {
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const address = await ctx.app.inject({
      method: 'POST',
      url: '/api/add-user-address',
      headers: customer.headers,
      payload: { name: 'Ev', contact: '99123456', address: '1 Ledra\u0000 Street', state: 'Lefkoşa', city: 'Lefkoşa' },
    });
    expect(address.statusCode, address.body).toBe(400);
    expect(address.json().errors).toEqual({ address: ['Address contains characters that are not allowed'] });

    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const product = await ctx.app.inject({
      method: 'POST',
      url: '/api/add-vendor-product',
      headers: vendor.headers,
      payload: { name_en: 'Bread', variants: [{ unique_id: 'V1', sku: 'a\u0008' }] },
    });
    expect(product.statusCode, product.body).toBe(400);
    expect(product.json().errors).toEqual({ 'variants.0.sku': ['SKU contains characters that are not allowed'] });
  });

  it.each([
    ['a lone surrogate', '"\\ud800"'],
    ['U+FFFF', '"\\uffff"'],
    ['escape', '"\\u001b[2J"'],
    ['a bad key', '{"ok\\u0000": 1}'],
  ])('refuses %s, and lets tab, line feed, emoji, RTL and combining marks through', async (_name, json) => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo/x',
      headers: { 'content-type': 'application/json' },
      payload: `{"value": ${json}}`,
    });
    expect(bad.statusCode, bad.body).toBe(400);
    const text = 'Satır 1\tbir\nSatır 2 🛒 مرحبا e\u0301';
    const good = await ctx.app.inject({ method: 'POST', url: '/api/test/echo/x', payload: { value: text } });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.value).toBe(text);
  });

  it('answers 404 for a bad byte in a path parameter even when the body is fine', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/test/echo/a%07', payload: { value: 'fine' } });
    expect(response.statusCode).toBe(404);
  });
});
