import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/identity.ts';
import { sha256Hex } from '../lib/tokens.ts';
import { bearer, createUser, signIn, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { actorOf, requireStaff, requireType, requireUser } from './auth.ts';

describe('sessions and guards', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      extend: (app) => {
        app.get('/api/test/admin-only', { onRequest: requireStaff('admin') }, async (request) => ({
          role: actorOf(request).staffRole,
        }));
        app.get('/api/test/drivers-only', { onRequest: requireType('driver') }, async () => ({ ok: true }));
        app.post('/api/test/write', { preHandler: requireUser }, async (request) => ({ via: actorOf(request).via }));
      },
    });
  });
  afterAll(() => ctx.close());

  /** Signs in and answers the signed session cookie as a browser would send it back. */
  async function browserCookie(email: string): Promise<string> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'http://localhost' },
      payload: { email, password: TEST_PASSWORD },
    });
    const setCookie = String(response.headers['set-cookie']);
    return setCookie.split(';')[0]!;
  }

  const write = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/test/write', headers });

  describe('cookie-authenticated writes', () => {
    it('are accepted from our own origin, and without an Origin header', async () => {
      const cookie = await browserCookie((await createUser(ctx.database)).email!);
      expect((await write({ cookie, origin: 'http://localhost' })).json()).toEqual({ via: 'cookie' });
      expect((await write({ cookie, origin: 'http://localhost:80' })).statusCode).toBe(200);
      expect((await write({ cookie })).statusCode).toBe(200);
    });

    it('are refused with 403 from a foreign origin', async () => {
      const cookie = await browserCookie((await createUser(ctx.database)).email!);
      for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'null']) {
        const response = await write({ cookie, origin });
        expect(response.statusCode, origin).toBe(403);
        expect(response.json().code).toBe('forbidden');
      }
      expect((await write({ cookie, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    });

    it('leave reads alone: a foreign page can link to us', async () => {
      const cookie = await browserCookie((await createUser(ctx.database)).email!);
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/get-profile-details',
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(200);
    });

    it('refuse a cookie whose signature does not match', async () => {
      const cookie = await browserCookie((await createUser(ctx.database)).email!);
      const forged = cookie.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/get-profile-details',
        headers: { cookie: forged },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('session_expired');
    });
  });

  it('takes a bearer token without any Origin, and from anywhere', async () => {
    const token = await signIn(ctx.app, (await createUser(ctx.database)).email!);
    expect((await write(bearer(token))).json()).toEqual({ via: 'bearer' });
    expect((await write({ ...bearer(token), origin: 'https://other-client.example' })).statusCode).toBe(200);
  });

  it('keeps only the hash of a token in the sessions table', async () => {
    const user = await createUser(ctx.database);
    const token = await signIn(ctx.app, user.email!);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.id)).toEqual([sha256Hex(token)]);
    expect(rows[0]!.kind).toBe('bearer');
  });

  it('answers an expired session with "Your session expired please login" and clears its cookie', async () => {
    const user = await createUser(ctx.database);
    const cookie = await browserCookie(user.email!);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    const response = await ctx.app.inject({ method: 'GET', url: '/api/get-profile-details', headers: { cookie } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Your session expired please login', code: 'session_expired' });
    expect(String(response.headers['set-cookie'])).toMatch(/bedesten_session=;/);
  });

  it('ends the sessions of an account that is deleted', async () => {
    const user = await createUser(ctx.database);
    const token = await signIn(ctx.app, user.email!);
    await ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    const response = await ctx.app.inject({ method: 'GET', url: '/api/get-profile-details', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });

  it('keeps other account types out of a panel with 403', async () => {
    const customer = await signIn(ctx.app, (await createUser(ctx.database)).email!);
    const vendor = await signIn(ctx.app, (await createUser(ctx.database, { type: 'vendor' })).email!);
    const driver = await signIn(ctx.app, (await createUser(ctx.database, { type: 'driver' })).email!);
    const asCustomer = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(customer) });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ error: 'You do not have access to this page', code: 'forbidden' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(vendor) })).statusCode).toBe(
      200,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/test/drivers-only', headers: bearer(driver) })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/test/drivers-only', headers: bearer(vendor) })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });

  it.each([
    [null, 403],
    ['staff', 403],
    ['manager', 403],
    ['admin', 200],
    ['super_admin', 200],
  ] as const)('lets staff role %s into an admin-only call: %i', async (staffRole, status) => {
    const token = await signIn(ctx.app, (await createUser(ctx.database, { staffRole })).email!);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/admin-only', headers: bearer(token) });
    expect(response.statusCode).toBe(status);
  });
});

describe('the session cookie behind https', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: 'https://bedesten.example' } });
  });
  afterAll(() => ctx.close());

  it('is Secure, and writes from the public origin pass', async () => {
    const user = await createUser(ctx.database);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/; Secure/);
    const cookie = setCookie.split(';')[0]!;
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, origin: 'https://bedesten.example' },
    });
    expect(logout.statusCode).toBe(200);
  });
});
