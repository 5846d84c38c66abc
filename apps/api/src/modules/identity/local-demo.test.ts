import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const login = (ctx: TestContext, email: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: TEST_PASSWORD },
    remoteAddress,
    headers,
  });

/**
 * Issue 10 item 4: a plain `npm start` must not hand the network every code
 * (the outbox) or the published demo accounts; only this computer gets them,
 * unless DEMO_PUBLIC says the demo is meant to be public.
 */
describe('the outbox and demo accounts stay on this computer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('serves the outbox to loopback only: another computer, or a proxied request, gets 404', async () => {
    expect((await ctx.app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/dev/outbox', remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/dev/outbox', remoteAddress: '192.168.1.20' })).statusCode).toBe(404);
    const proxied = await ctx.app.inject({
      url: '/api/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(proxied.statusCode).toBe(404);
    // A visitor of the outbox page is vouched for by the renderer as not local.
    const rendered = await ctx.app.inject({
      url: '/api/dev/outbox',
      headers: ctx.app.vouchForClient({ ip: '192.168.1.20', local: false }),
    });
    expect(rendered.statusCode).toBe(404);
  });

  it('signs in to a demo account from loopback only; other accounts from anywhere', async () => {
    const demo = await createUser(ctx.database, { email: `shopper9.${Date.now()}@demo.bedesten.cy` });
    const far = await login(ctx, demo.email!, '192.168.1.21');
    expect(far.statusCode).toBe(403);
    expect(far.json()).toEqual({
      error: 'The demo accounts can only be used on the computer that runs this Bedesten',
      code: 'demo_local_only',
    });
    expect((await login(ctx, demo.email!, '127.0.0.1')).statusCode).toBe(200);
    const ordinary = await createUser(ctx.database);
    expect((await login(ctx, ordinary.email!, '192.168.1.21')).statusCode).toBe(200);
  });
});

describe('a public demo (DEMO_PUBLIC=true)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { DEMO_PUBLIC: 'true' } });
  });
  afterAll(() => ctx.close());

  it('serves the outbox and the demo accounts to other computers too', async () => {
    expect((await ctx.app.inject({ url: '/api/dev/outbox', remoteAddress: '192.168.1.20' })).statusCode).toBe(200);
    const demo = await createUser(ctx.database, { email: `shopper8.${Date.now()}@demo.bedesten.cy` });
    expect((await login(ctx, demo.email!, '192.168.1.22')).statusCode).toBe(200);
  });
});
