import { getEventListeners } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InProcessRequest } from '@bedesten/core/http/in-process-api';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createInProcessApi } from './in-process-api.ts';

describe('the API called in-process by the web renderer', () => {
  let ctx: TestContext;
  let release: () => void = () => {};
  let catalogueRuns = 0;
  let storeRuns = 0;
  let storeHits = 0;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '2', READ_CACHE_SECONDS: '30' },
      extend: (app) => {
        app.get('/api/test/catalogue', { config: { publicRead: true } }, async (request) => {
          catalogueRuns += 1;
          return { lang: request.lang, run: catalogueRuns };
        });
        app.get('/api/test/store', { config: { publicRead: { onHit: () => (storeHits += 1) } } }, async () => {
          storeRuns += 1;
          return { run: storeRuns };
        });
        app.get('/api/test/whoami', { config: { rateLimit: false } }, async (request, reply) => {
          reply.header('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
          return { ip: request.clientIp, host: request.host, big: 'x'.repeat(20_000) };
        });
        app.post('/api/test/limited', async () => ({ ok: true }));
        app.get('/api/test/slow', { config: { rateLimit: false } }, async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return { late: true };
        });
      },
    });
  });
  afterAll(() => ctx.close());

  const api = () => createInProcessApi(ctx.app, 'http://127.0.0.1:3999');
  const call = (request: Partial<InProcessRequest> & { url: string }) =>
    api()({ method: 'GET', headers: {}, signal: new AbortController().signal, ...request });
  const asVisitor = (ip: string) => ctx.app.vouchForClient({ ip, trusted: false });

  it('sees the visitor the renderer vouches for, names the HTTP host and passes every Set-Cookie on', async () => {
    const response = await call({ url: '/api/test/whoami', headers: asVisitor('203.0.113.7') });
    expect(response.status).toBe(200);
    const body = JSON.parse(response.body) as { ip: string; host: string };
    expect(body).toMatchObject({ ip: '203.0.113.7', host: '127.0.0.1:3999' });
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('never compresses, even when the browser’s Accept-Encoding is passed along', async () => {
    const response = await call({
      url: '/api/test/whoami',
      headers: { ...asVisitor('203.0.113.7'), 'Accept-Encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(response.body) as { big: string }).big).toHaveLength(20_000);
  });

  it('keeps each visitor’s own rate-limit budget, not one for the whole renderer', async () => {
    const post = (ip: string) =>
      call({
        method: 'POST',
        url: '/api/test/limited',
        headers: { ...asVisitor(ip), 'content-type': 'application/json' },
        body: '{}',
      });
    expect((await post('203.0.113.20')).status).toBe(200);
    expect((await post('203.0.113.20')).status).toBe(200);
    expect((await post('203.0.113.20')).status).toBe(429);
    expect((await post('203.0.113.21')).status).toBe(200);
  });

  it('gives up when the caller’s timeout fires, as a fetch would', async () => {
    const controller = new AbortController();
    const pending = call({ url: '/api/test/slow', signal: controller.signal });
    controller.abort(new Error('timeout'));
    await expect(pending).rejects.toThrow('timeout');
    release();
  });

  it('lets go of the caller’s signal once answered, so a long-lived timeout does not keep the answer in memory', async () => {
    const signal = new AbortController().signal;
    const response = await call({ url: '/api/test/whoami', headers: asVisitor('203.0.113.7'), signal });
    expect(response.status).toBe(200);
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });

  it('answers a read the read cache holds without its route, as the route’s cache hook would', async () => {
    const first = await call({ url: '/api/test/catalogue?lang=tr', headers: asVisitor('203.0.113.30') });
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    // Through the route, the app's security headers come along; from the held answer, only what a reader needs.
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    const again = await call({ url: '/api/test/catalogue?lang=tr', headers: asVisitor('203.0.113.31') });
    expect(again).toEqual({
      status: 200,
      headers: { 'content-type': first.headers['content-type'], 'x-cache': 'HIT' },
      body: first.body,
    });
    expect(JSON.parse(again.body)).toEqual({ lang: 'tr', run: 1 });
    expect(catalogueRuns).toBe(1);
  });

  it('keeps languages apart: the lang cookie and Accept-Language choose the held answer as the API would', async () => {
    const english = await call({ url: '/api/test/catalogue', headers: { cookie: 'lang=en', 'accept-language': 'tr' } });
    expect(JSON.parse(english.body)).toMatchObject({ lang: 'en' });
    const turkish = await call({ url: '/api/test/catalogue', headers: { 'accept-language': 'tr-CY,tr;q=0.9' } });
    expect(JSON.parse(turkish.body)).toMatchObject({ lang: 'tr' });
    const held = await call({ url: '/api/test/catalogue', headers: { cookie: 'lang=en' } });
    expect(held.headers['x-cache']).toBe('HIT');
    expect(JSON.parse(held.body)).toEqual(JSON.parse(english.body));
  });

  it('sends a read whose hit does more than answer (a store visit), or one asking for no-cache, through its route', async () => {
    await call({ url: '/api/test/store' });
    const hit = await call({ url: '/api/test/store' });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(storeHits).toBe(1);
    expect(storeRuns).toBe(1);
    const fresh = await call({ url: '/api/test/catalogue?lang=tr', headers: { 'cache-control': 'no-cache' } });
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(JSON.parse(fresh.body)).toMatchObject({ lang: 'tr', run: catalogueRuns });
  });
});
