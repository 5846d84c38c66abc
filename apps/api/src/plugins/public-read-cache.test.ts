import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { languagePlugin } from './language.ts';
import { createPublicReadCache, publicReadCachePlugin, READ_CACHE_MAX_CHARS } from './public-read-cache.ts';

let now = 0;
let reads = 0;
let stock = 5;
let gate: Promise<void> | undefined;
let hits: string[] = [];

async function appWithCache(ttlMs = 5_000) {
  const app = Fastify();
  await app.register(cookie);
  await app.register(languagePlugin);
  await app.register(publicReadCachePlugin, { cache: createPublicReadCache(ttlMs, () => now) });
  app.get('/api/products', { config: { publicRead: true } }, async (request) => {
    reads += 1;
    const before = stock;
    if (gate) await gate;
    return { stock: before, lang: request.lang };
  });
  app.get(
    '/api/stores/:id',
    { config: { publicRead: { onHit: (request) => hits.push((request.params as { id: string }).id) } } },
    async (request) => {
      reads += 1;
      return { id: (request.params as { id: string }).id };
    },
  );
  app.get('/api/missing', { config: { publicRead: true } }, async (_request, reply) => {
    reads += 1;
    return reply.code(404).send({ message: 'no' });
  });
  // An app-wide hook standing in for the auth plugin, which finds who is calling before any route hook runs.
  app.addHook('onRequest', async (request) => {
    const name = request.headers['x-test-actor'];
    (request as { actor: unknown }).actor = typeof name === 'string' ? name : null;
  });
  app.get('/api/who', { config: { publicRead: true } }, async (request) => ({
    actor: (request as { actor: unknown }).actor,
  }));
  app.get('/api/who-private', async (request) => ({ actor: (request as { actor: unknown }).actor }));
  app.get('/api/mine', async () => {
    reads += 1;
    return { mine: true };
  });
  app.post('/api/stock', async (request, reply) => {
    const body = request.body as { stock?: number };
    if (typeof body.stock !== 'number') return reply.code(400).send({ message: 'stock' });
    stock = body.stock;
    return { stock };
  });
  return app;
}

afterEach(() => {
  now = 0;
  reads = 0;
  stock = 5;
  gate = undefined;
  hits = [];
});

describe('the public read cache', () => {
  it('answers a repeated anonymous read from memory, apart by language, and says so', async () => {
    const app = await appWithCache();
    const first = await app.inject('/api/products');
    const second = await app.inject('/api/products');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.json()).toEqual({ stock: 5, lang: 'en' });
    expect(second.headers['content-type']).toContain('application/json');
    expect(reads).toBe(1);
    // Turkish by header, by cookie or by ?lang= is another answer.
    expect((await app.inject({ url: '/api/products', headers: { 'accept-language': 'tr' } })).json().lang).toBe('tr');
    expect((await app.inject({ url: '/api/products', cookies: { lang: 'tr' } })).headers['x-cache']).toBe('HIT');
    expect((await app.inject('/api/products?lang=tr')).headers['x-cache']).toBe('MISS');
    expect(reads).toBe(3);
  });

  it('shares an answer with a signed-in caller, whose handler is shown no one; never keeps a route not marked public', async () => {
    const app = await appWithCache();
    await app.inject('/api/products');
    const signedIn = await app.inject({ url: '/api/products', cookies: { bedesten_session: 'x' } });
    const bearer = await app.inject({ url: '/api/products', headers: { authorization: 'Bearer x' } });
    expect(signedIn.headers['x-cache']).toBe('HIT');
    expect(bearer.headers['x-cache']).toBe('HIT');
    expect(reads).toBe(1);
    // What an auth hook found is hidden from a marked route's handler, not from others.
    const whoAmI = await app.inject({ url: '/api/who?public=1', headers: { 'x-test-actor': 'alice' } });
    expect(whoAmI.json()).toEqual({ actor: null });
    expect((await app.inject({ url: '/api/who-private', headers: { 'x-test-actor': 'alice' } })).json()).toEqual({
      actor: 'alice',
    });
    await app.inject('/api/mine');
    await app.inject('/api/mine');
    expect(reads).toBe(3);
  });

  it('keeps only 200 answers, and answers afresh a caller that asks for no-cache', async () => {
    const app = await appWithCache();
    await app.inject('/api/missing');
    expect((await app.inject('/api/missing')).statusCode).toBe(404);
    expect(reads).toBe(2);
    await app.inject('/api/products');
    const fresh = await app.inject({ url: '/api/products', headers: { 'cache-control': 'no-cache' } });
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(reads).toBe(4);
  });

  it('forgets everything when a write succeeds, not when it fails, and after its time', async () => {
    const app = await appWithCache();
    await app.inject('/api/products');
    await app.inject({ method: 'POST', url: '/api/stock', payload: {} });
    expect((await app.inject('/api/products')).headers['x-cache']).toBe('HIT');
    await app.inject({ method: 'POST', url: '/api/stock', payload: { stock: 2 } });
    const after = await app.inject('/api/products');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json().stock).toBe(2);
    now = 4_999;
    expect((await app.inject('/api/products')).headers['x-cache']).toBe('HIT');
    now = 5_000;
    expect((await app.inject('/api/products')).headers['x-cache']).toBe('MISS');
  });

  it('does not keep an answer that was read before a write finished', async () => {
    const app = await appWithCache();
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const slow = app.inject('/api/products');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await app.inject({ method: 'POST', url: '/api/stock', payload: { stock: 0 } });
    open();
    expect((await slow).json().stock).toBe(5);
    gate = undefined;
    const next = await app.inject('/api/products');
    expect(next.headers['x-cache']).toBe('MISS');
    expect(next.json().stock).toBe(0);
  });

  it('lets a route do on a hit what its handler does beside answering (a store page counts a visit)', async () => {
    const app = await appWithCache();
    await app.inject('/api/stores/bakery');
    await app.inject('/api/stores/bakery');
    await app.inject('/api/stores/bakery');
    expect(reads).toBe(1);
    expect(hits).toEqual(['bakery', 'bakery']);
  });

  it('is off with a time of 0', async () => {
    const app = await appWithCache(0);
    await app.inject('/api/products');
    const again = await app.inject('/api/products');
    expect(again.headers['x-cache']).toBeUndefined();
    expect(reads).toBe(2);
  });

  it('lets answers past their time go when it keeps another, even if no one asks for them again', () => {
    const cache = createPublicReadCache(5_000, () => now);
    cache.set('en /api/productDetail/a', 'a'.repeat(1_000), 'application/json', 0);
    cache.set('en /api/productDetail/b', 'b'.repeat(2_000), 'application/json', 0);
    now = 4_000;
    cache.set('en /api/productDetail/c', 'c'.repeat(3_000), 'application/json', 0);
    expect([cache.size, cache.chars]).toEqual([3, 6_000]);
    now = 6_000;
    cache.set('en /api/productDetail/d', 'd'.repeat(4_000), 'application/json', 0);
    expect([cache.size, cache.chars]).toEqual([2, 7_000]);
    expect(cache.get('en /api/productDetail/c')?.body).toHaveLength(3_000);
  });

  it('holds a bounded number of characters in all, letting the oldest answers go first', () => {
    const cache = createPublicReadCache(5_000, () => now);
    const body = 'x'.repeat(500_000);
    for (let i = 0; i < 40; i += 1) cache.set(`en /api/users-product-list?page=${i}`, body, 'application/json', 0);
    expect(cache.chars).toBeLessThanOrEqual(READ_CACHE_MAX_CHARS);
    expect(cache.size).toBe(Math.floor(READ_CACHE_MAX_CHARS / body.length));
    expect(cache.get('en /api/users-product-list?page=39')).toBeDefined();
    expect(cache.get('en /api/users-product-list?page=0')).toBeUndefined();
    cache.clear();
    expect([cache.size, cache.chars]).toEqual([0, 0]);
  });
});
