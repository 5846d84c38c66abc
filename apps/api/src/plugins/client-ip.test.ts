import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER } from '@bedesten/core/http/internal-headers';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signClientIp } from './client-ip.ts';

describe('client address behind the web renderer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '2' },
      extend: (app) => {
        app.get('/api/test/whoami', async (request) => ({ ip: request.clientIp }));
        app.post('/api/test/whoami', async (request) => ({ ip: request.clientIp }));
      },
    });
  });
  afterAll(() => ctx.close());

  const asVisitor = (ip: string, signature = signClientIp(ctx.config.SESSION_SECRET, ip)) => ({
    [CLIENT_IP_HEADER]: ip,
    [CLIENT_IP_SIGNATURE_HEADER]: signature,
  });

  it('believes a forwarded address only with the API’s own signature', async () => {
    const signed = await ctx.app.inject({ url: '/api/test/whoami', headers: asVisitor('203.0.113.7') });
    expect(signed.json()).toEqual({ ip: '203.0.113.7' });
    const forged = await ctx.app.inject({
      url: '/api/test/whoami',
      headers: asVisitor('203.0.113.8', signClientIp('another-secret-of-enough-length-000000', '203.0.113.8')),
    });
    expect(forged.json()).toEqual({ ip: '127.0.0.1' });
    const unsigned = await ctx.app.inject({ url: '/api/test/whoami', headers: { [CLIENT_IP_HEADER]: '203.0.113.9' } });
    expect(unsigned.json()).toEqual({ ip: '127.0.0.1' });
  });

  it('gives each visitor of server-rendered pages a rate-limit bucket of their own', async () => {
    // Writes (form actions) the renderer makes count as the visitor's; its reads do not (security.test.ts).
    const call = (ip: string) => ctx.app.inject({ method: 'POST', url: '/api/test/whoami', headers: asVisitor(ip) });
    for (let i = 0; i < 2; i++) expect((await call('198.51.100.1')).statusCode).toBe(200);
    expect((await call('198.51.100.1')).statusCode).toBe(429);
    expect((await call('198.51.100.2')).statusCode).toBe(200);
  });
});
