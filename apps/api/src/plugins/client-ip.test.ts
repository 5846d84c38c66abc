import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_IP_HEADER, CLIENT_TRUSTED_HEADER } from '@bedesten/core/http/internal-headers';
import { demoTrusted } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('client address behind the web renderer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '2' },
      extend: (app) => {
        app.get('/api/test/whoami', { config: { rateLimit: false } }, async (request) => ({
          ip: request.clientIp,
          trusted: request.clientTrusted,
        }));
        app.post('/api/test/limited', async () => ({ ok: true }));
      },
    });
  });
  afterAll(() => ctx.close());

  const asVisitor = (ip: string, trusted = false) => ctx.app.vouchForClient({ ip, trusted });
  const whoami = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({ url: '/api/test/whoami', headers, remoteAddress }).then((r) => r.json());

  it('believes a vouched address only from loopback and only with this process’s own signature', async () => {
    expect(await whoami(asVisitor('203.0.113.7'))).toEqual({ ip: '203.0.113.7', trusted: false });
    expect(await whoami(asVisitor('203.0.113.7', true))).toEqual({ ip: '203.0.113.7', trusted: true });
    // The same headers from another computer are ignored: nothing outside can speak for a visitor.
    expect(await whoami(asVisitor('203.0.113.7', true), '198.51.100.9')).toEqual({
      ip: '198.51.100.9',
      trusted: false,
    });
    // A signature that does not match (another address, or "trusted" flipped) is ignored too.
    const forged = { ...asVisitor('203.0.113.8'), [CLIENT_IP_HEADER]: '203.0.113.9' };
    expect(await whoami(forged)).toEqual({ ip: '127.0.0.1', trusted: false });
    const flipped = { ...asVisitor('203.0.113.8'), [CLIENT_TRUSTED_HEADER]: '1' };
    expect(await whoami(flipped)).toEqual({ ip: '127.0.0.1', trusted: false });
    expect(await whoami({ [CLIENT_IP_HEADER]: '203.0.113.9' }, '198.51.100.9')).toEqual({
      ip: '198.51.100.9',
      trusted: false,
    });
  });

  it('trusts no one for being on loopback, and whoever sends the demo token wherever they are', async () => {
    // Behind a relay that adds no X-Forwarded-For (stunnel, haproxy in tcp mode) everyone is 127.0.0.1.
    expect(await whoami({})).toEqual({ ip: '127.0.0.1', trusted: false });
    expect(await whoami({}, '::1')).toEqual({ ip: '::1', trusted: false });
    expect(await whoami({ 'x-demo-token': 'a-guess-at-the-demo-token' })).toEqual({ ip: '127.0.0.1', trusted: false });
    expect(await whoami(demoTrusted(ctx.app), '198.51.100.9')).toEqual({ ip: '198.51.100.9', trusted: true });
  });

  it('lets no proxy header change the address without TRUST_PROXY', async () => {
    const warn = vi.spyOn(ctx.app.log, 'warn');
    expect(await whoami({ 'x-forwarded-for': '10.0.0.1' }, '198.51.100.10')).toEqual({
      ip: '198.51.100.10',
      trusted: false,
    });
    expect(await whoami({ 'x-forwarded-for': '10.0.0.1' })).toEqual({ ip: '127.0.0.1', trusted: false });
    expect(await whoami({ forwarded: 'for=10.0.0.1' })).toEqual({ ip: '127.0.0.1', trusted: false });
    // A proxy that passes the renderer's headers through cannot vouch for its clients either.
    expect(await whoami({ ...asVisitor('203.0.113.30', true), 'x-real-ip': '10.0.0.1' })).toEqual({
      ip: '127.0.0.1',
      trusted: false,
    });
    // Said once, not on every request: all clients behind that proxy share one rate-limit budget.
    expect(warn.mock.calls.filter(([text]) => String(text).includes('TRUST_PROXY'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('gives each visitor of server-rendered pages a rate-limit bucket of their own', async () => {
    // Writes (form actions) the renderer makes count as the visitor's; its reads do not (rate-limits.test.ts).
    const call = (ip: string) => ctx.app.inject({ method: 'POST', url: '/api/test/limited', headers: asVisitor(ip) });
    for (let i = 0; i < 2; i++) expect((await call('198.51.100.1')).statusCode).toBe(200);
    expect((await call('198.51.100.1')).statusCode).toBe(429);
    expect((await call('198.51.100.2')).statusCode).toBe(200);
  });
});

describe('client address behind a trusted proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { TRUST_PROXY: 'true' },
      extend: (app) =>
        app.get('/api/test/whoami', async (request) => ({ ip: request.clientIp, trusted: request.clientTrusted })),
    });
  });
  afterAll(() => ctx.close());

  it('reads X-Forwarded-For only when TRUST_PROXY is set', async () => {
    const response = await ctx.app.inject({
      url: '/api/test/whoami',
      headers: { 'x-forwarded-for': '203.0.113.20' },
    });
    expect(response.json()).toEqual({ ip: '203.0.113.20', trusted: false });
  });
});
