import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { privateCacheControl, requireUser } from './auth.ts';

/** Issue 42 item 5: an answer that depends on the session is never kept by a shared cache. */
describe('Cache-Control of answers to a signed-in caller', () => {
  let ctx: TestContext;
  let token: string;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestApp({
      extend: (app) => {
        app.get('/api/test/own-public', { onRequest: requireUser }, async (_request, reply) =>
          reply.header('cache-control', 'public, max-age=600').send({ ok: true }),
        );
        app.get('/api/test/own-no-store', { onRequest: requireUser }, async (_request, reply) =>
          reply.header('cache-control', 'no-store').send({ ok: true }),
        );
        app.get('/api/test/stream-like', async (_request, reply) =>
          reply.header('cache-control', 'no-cache, no-transform').send({ ok: true }),
        );
      },
    });
    const user = await createUser(ctx.database);
    token = await signIn(ctx.app, user.email!);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'http://localhost' },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    cookie = String(login.headers['set-cookie']).split(';')[0]!;
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('is private, no-store for a bearer token and for the cookie, reads and writes alike', async () => {
    for (const headers of [bearer(token), { cookie }]) {
      const read = await get('/api/get-profile-details', headers);
      expect(read.statusCode).toBe(200);
      expect(read.headers['cache-control']).toBe('private, no-store');
    }
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/account-settings',
      headers: bearer(token),
      payload: {},
    });
    expect(write.headers['cache-control']).toBe('private, no-store');
  });

  it('covers a dead session and a refusal too: the answer still says who was asking', async () => {
    const dead = await get('/api/get-profile-details', bearer('not-a-live-token'));
    expect(dead.statusCode).toBe(401);
    expect(dead.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves a signed-out caller’s answers alone', async () => {
    const response = await get('/api/test/stream-like');
    expect(response.headers['cache-control']).toBe('no-cache, no-transform');
    expect((await get('/api/storeSearch')).headers['cache-control']).toBeUndefined();
  });

  it('overrides a route’s public caching, keeps its own private or no-store, and keeps no-transform', async () => {
    expect((await get('/api/test/own-public', bearer(token))).headers['cache-control']).toBe('private, no-store');
    expect((await get('/api/test/own-no-store', bearer(token))).headers['cache-control']).toBe('no-store');
    expect((await get('/api/test/stream-like', bearer(token))).headers['cache-control']).toBe(
      'private, no-store, no-transform',
    );
  });

  it('keeps a shared public read as it is: its handler is shown no one (ADR 0065)', async () => {
    const signedOut = await get('/api/storeSearch?lang=en');
    for (const headers of [bearer(token), { cookie }]) {
      const response = await get('/api/storeSearch?lang=en', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(signedOut.headers['cache-control']);
      expect(response.body).toBe(signedOut.body);
    }
  });

  it.each([
    [undefined, 'private, no-store'],
    ['public, max-age=60', 'private, no-store'],
    ['no-cache', 'private, no-store'],
    ['no-cache, no-transform', 'private, no-store, no-transform'],
    ['private, max-age=30', 'private, max-age=30'],
    ['no-store', 'no-store'],
  ])('turns %s into %s', (given, wanted) => {
    expect(privateCacheControl(given)).toBe(wanted);
  });
});
