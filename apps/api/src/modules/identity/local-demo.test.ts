import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, demoTrusted, TEST_PASSWORD } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { announceDemoTrust } from '../../plugins/demo-trust.ts';

const login = (ctx: TestContext, email: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: TEST_PASSWORD },
    remoteAddress,
    headers,
  });

const outbox = (ctx: TestContext, remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: '/api/dev/outbox', remoteAddress, headers });

const demoAccount = (ctx: TestContext, name: string) =>
  createUser(ctx.database, { email: `${name}.${Date.now()}@demo.bedesten.cy` });

/** The cookie the printed link sets, as the browser sends it back. */
async function trustCookie(ctx: TestContext): Promise<string> {
  const opened = await ctx.app.inject({ url: `/api/dev/trust?token=${ctx.app.demoToken}`, remoteAddress: '192.0.2.4' });
  expect(opened.statusCode).toBe(303);
  const cookie = opened.cookies.find((c) => c.name === 'demo_trust');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  return `demo_trust=${cookie!.value}`;
}

/**
 * Issue 42 item 4 (ADR 0084, superseding the local-only part of 0028): the
 * outbox (every code) and the published demo accounts answer whoever holds
 * the token printed at start, and nobody for being on loopback: behind a
 * relay that adds no X-Forwarded-For every visitor would be.
 */
describe('the outbox and demo accounts need the demo token', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('hides the outbox from loopback without the token (404), and shows it with the header or the cookie', async () => {
    expect((await outbox(ctx, '127.0.0.1')).statusCode).toBe(404);
    expect((await outbox(ctx, '::1')).statusCode).toBe(404);
    expect((await outbox(ctx, '127.0.0.1', { 'x-demo-token': `${ctx.app.demoToken}x` })).statusCode).toBe(404);
    expect((await outbox(ctx, '127.0.0.1', { cookie: 'demo_trust=00' })).statusCode).toBe(404);

    // The token is the proof, wherever it comes from: another computer, or through a proxy.
    expect((await outbox(ctx, '192.168.1.20', demoTrusted(ctx.app))).statusCode).toBe(200);
    const proxied = { ...demoTrusted(ctx.app), 'x-forwarded-for': '203.0.113.5' };
    expect((await outbox(ctx, '127.0.0.1', proxied)).statusCode).toBe(200);
    expect((await outbox(ctx, '192.168.1.20', { cookie: await trustCookie(ctx) })).statusCode).toBe(200);
  });

  it('lets the renderer vouch for a trusted visitor, and only for one', async () => {
    const rendered = (trusted: boolean) =>
      ctx.app.inject({ url: '/api/dev/outbox', headers: ctx.app.vouchForClient({ ip: '192.168.1.20', trusted }) });
    expect((await rendered(false)).statusCode).toBe(404);
    expect((await rendered(true)).statusCode).toBe(200);
  });

  it('answers a wrong link with what to do, and sets no cookie', async () => {
    for (const url of ['/api/dev/trust?token=not-the-token', '/api/dev/trust']) {
      const response = await ctx.app.inject({ url, headers: { 'accept-language': 'tr' } });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ code: 'demo_token_invalid', error: expect.stringContaining('Bedesten') });
      expect(response.cookies).toEqual([]);
    }
    const right = await ctx.app.inject({ url: `/api/dev/trust?token=${ctx.app.demoToken}` });
    expect(right.headers.location).toBe('/dev/outbox');
  });

  it('refuses a demo account from loopback without the token, and says what to do; other accounts sign in', async () => {
    const demo = await demoAccount(ctx, 'shopper9');
    for (const [address, headers] of [
      ['127.0.0.1', {}],
      ['192.168.1.21', {}],
      ['127.0.0.1', { 'x-forwarded-for': '203.0.113.5' }],
    ] as const) {
      const refused = await login(ctx, demo.email!, address, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: expect.stringContaining('open the link this Bedesten printed when it started'),
        code: 'demo_local_only',
      });
    }
    const turkish = await login(ctx, demo.email!, '127.0.0.1', { 'accept-language': 'tr' });
    expect(turkish.json().error).toContain('bu tarayıcıda bir kez açın');

    expect((await login(ctx, demo.email!, '192.168.1.21', demoTrusted(ctx.app))).statusCode).toBe(200);
    expect((await login(ctx, demo.email!, '192.168.1.21', { cookie: await trustCookie(ctx) })).statusCode).toBe(200);
    const ordinary = await createUser(ctx.database);
    expect((await login(ctx, ordinary.email!, '192.168.1.21')).statusCode).toBe(200);
  });

  it('prints the link and writes the token to DATA_DIR/demo-token for this user alone', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bedesten-demo-token-'));
    try {
      const lines: string[] = [];
      await announceDemoTrust({ ...ctx.config, DATA_DIR: dataDir, PORT: 3000 }, ctx.app.demoToken, (line) =>
        lines.push(line),
      );
      expect(lines.join('\n')).toContain(`http://localhost:3000/api/dev/trust?token=${ctx.app.demoToken}`);
      const file = path.join(dataDir, 'demo-token');
      expect((await readFile(file, 'utf8')).trim()).toBe(ctx.app.demoToken);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a demo token chosen by DEMO_TOKEN (journeys, clusters)', () => {
  let ctx: TestContext;
  const token = 'journeys-share-this-demo-token';
  beforeAll(async () => {
    ctx = await createTestApp({ env: { DEMO_TOKEN: token } });
  });
  afterAll(() => ctx.close());

  it('is the token, and another start’s token is not', async () => {
    expect(ctx.app.demoToken).toBe(token);
    expect((await outbox(ctx, '127.0.0.1', { 'x-demo-token': token })).statusCode).toBe(200);
    expect((await outbox(ctx, '127.0.0.1', { 'x-demo-token': 'journeys-share-another-token' })).statusCode).toBe(404);
  });

  it('is refused in production, where each start makes its own', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(48) };
    expect(() => loadConfig({ ...production, DEMO_TOKEN: token })).toThrow(/DEMO_TOKEN must not be set in production/);
    expect(() => loadConfig(production)).not.toThrow();
    expect(() => loadConfig({ DEMO_TOKEN: 'short' })).toThrow(/DEMO_TOKEN/);
  });
});

describe('a public demo (DEMO_PUBLIC=true)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { DEMO_PUBLIC: 'true' } });
  });
  afterAll(() => ctx.close());

  it('serves the outbox and the demo accounts to everyone, without the token', async () => {
    expect((await outbox(ctx, '192.168.1.20')).statusCode).toBe(200);
    const demo = await demoAccount(ctx, 'shopper8');
    expect((await login(ctx, demo.email!, '192.168.1.22')).statusCode).toBe(200);
  });
});

describe('a production server with the demo seeded (NODE_ENV=production, SEED_DEMO=true)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { NODE_ENV: 'production', SEED_DEMO: 'true', SESSION_SECRET: 'a-production-secret-of-thirty-two-chars' },
      // Production has no outbox: a code that reaches no provider answers 503.
      providers: { sms: { name: 'fake', send: async () => {} } },
    });
  });
  afterAll(() => ctx.close());

  it('has no outbox, and opens the demo accounts to the token only', async () => {
    expect((await outbox(ctx, '127.0.0.1', demoTrusted(ctx.app))).statusCode).toBe(404);
    const demo = await demoAccount(ctx, 'shopper7');
    expect((await login(ctx, demo.email!, '127.0.0.1')).statusCode).toBe(403);
    expect((await login(ctx, demo.email!, '127.0.0.1', demoTrusted(ctx.app))).statusCode).toBe(200);
    const opened = await ctx.app.inject({ url: `/api/dev/trust?token=${ctx.app.demoToken}` });
    expect(opened.headers.location).toBe('/auth/sign-in');
  });

  it('holds loopback, and even the token holder, to the per-address code limit', async () => {
    for (const [remoteAddress, headers] of [
      ['127.0.0.1', {}],
      ['127.0.0.2', demoTrusted(ctx.app)],
    ] as const) {
      const accounts = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx.database)));
      const statuses = [];
      for (const account of accounts) {
        const sent = await ctx.app.inject({
          method: 'POST',
          url: '/api/loginWithOTP',
          payload: { mobile: account.mobile },
          remoteAddress,
          headers,
        });
        statuses.push(sent.statusCode);
      }
      expect(statuses, remoteAddress).toEqual([200, 200, 200, 429]);
    }
  });
});
