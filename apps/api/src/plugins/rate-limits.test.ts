import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSessionsRepository } from '../modules/identity/sessions.repository.ts';
import { SESSION_COOKIE } from './auth.ts';
import { refusedPageView } from './web.ts';

const READS = 6;
const WRITES = 4;

describe('rate limits: a page costs its visitor one read; budgets per account, or per address when anonymous', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        RATE_LIMIT_READS_PER_MINUTE: String(READS),
        RATE_LIMIT_PER_MINUTE: String(WRITES),
        READ_CACHE_SECONDS: '5',
      },
      extend: (app) => {
        app.get('/api/test/read', async () => ({ ok: true }));
        app.get('/api/test/public', { config: { publicRead: true } }, async () => ({ ok: true }));
        app.post('/api/test/write', async () => ({ ok: true }));
        // A page as the web plugin serves it (the real renderer needs the web build: e2e/tests/crawl.e2e.ts).
        app.get('/test-page', { config: { rateLimit: false } }, async (request, reply) => {
          if (await refusedPageView(request, reply, (id) => createSessionsRepository(ctx.database.db).findSession(id)))
            return reply;
          return { page: true };
        });
      },
    });
  });
  afterAll(() => ctx.close());

  /** The server renderer, calling the API from loopback for a visitor at `ip`. */
  const renderer = (method: 'GET' | 'POST', url: string, ip: string) =>
    ctx.app.inject({
      method,
      url,
      headers: ctx.app.vouchForClient({ ip, trusted: false }),
    });
  const from = (ip: string, url: string, headers: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET') =>
    ctx.app.inject({ method, url, headers, remoteAddress: ip });

  it('counts a page view once, not the API reads the renderer makes for it; over budget a 429 page in the visitor’s language', async () => {
    const visitor = '198.51.100.10';
    for (let view = 0; view < READS; view++) {
      expect((await from(visitor, '/test-page')).statusCode).toBe(200);
      for (let call = 0; call < 3; call++) {
        expect((await renderer('GET', '/api/test/read', visitor)).statusCode).toBe(200);
      }
    }

    const refused = await from(visitor, '/test-page');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.body).toContain('<html lang="en">');
    expect(refused.body).toContain('Too many requests');
    expect(refused.body).toContain(`wait ${wait} seconds`);
    const turkish = await from(visitor, '/test-page?lang=tr');
    expect(turkish.statusCode).toBe(429);
    expect(turkish.body).toContain('<html lang="tr">');
    expect(turkish.body).toContain('Çok fazla istek');
    expect((await from(visitor, '/test-page', { 'accept-language': 'tr-TR,tr;q=0.9' })).body).toContain('saniye');

    // The same budget holds the visitor's own API reads: a JSON 429 with Retry-After.
    const api = await from(visitor, '/api/test/read');
    expect(api.statusCode).toBe(429);
    expect(api.headers['retry-after']).toBeDefined();
    expect(api.json()).toMatchObject({ code: 'too_many_requests', error: 'Too many attempts, please try again later' });

    // Another address is another visitor.
    expect((await from('198.51.100.11', '/test-page')).statusCode).toBe(200);
  });

  it('counts the writes the renderer makes for a visitor (form actions) as theirs, in the stricter write budget', async () => {
    const visitor = '198.51.100.20';
    for (let i = 0; i < WRITES; i++) expect((await renderer('POST', '/api/test/write', visitor)).statusCode).toBe(200);
    expect((await renderer('POST', '/api/test/write', visitor)).statusCode).toBe(429);
    expect((await from(visitor, '/api/test/write', {}, 'POST')).statusCode).toBe(429);
    // Reads are a budget of their own.
    expect((await from(visitor, '/api/test/read')).statusCode).toBe(200);
    expect((await renderer('POST', '/api/test/write', '198.51.100.21')).statusCode).toBe(200);
  });

  it('counts a public read answered from the read cache like any other, in the account’s budget when signed in', async () => {
    // Signing up is a write, which empties the read cache: done first.
    const carol = await createSignedInUser(ctx.app, ctx.database);
    const visitor = '198.51.100.40';
    const answers = [];
    for (let i = 0; i < READS; i++) answers.push(await from(visitor, '/api/test/public'));
    expect(answers.map((answer) => answer.headers['x-cache'])).toEqual(['MISS', ...Array(READS - 1).fill('HIT')]);
    expect((await from(visitor, '/api/test/public')).statusCode).toBe(429);

    for (let i = 0; i < READS; i++) {
      const answer = await from(visitor, '/api/test/public', carol.headers);
      expect([answer.statusCode, answer.headers['x-cache']]).toEqual([200, 'HIT']);
    }
    // Her budget follows her account to another address; the cached answer does not open it again.
    expect((await from('198.51.100.41', '/api/test/public', carol.headers)).statusCode).toBe(429);
  });

  it('gives a signed-in person their account’s budget, wherever they connect from, apart from others at the same address', async () => {
    const office = '203.0.113.30';
    const alice = await createSignedInUser(ctx.app, ctx.database);
    const bob = await createSignedInUser(ctx.app, ctx.database);
    const cookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${ctx.app.signCookie(token)}` });

    // Alice's pages and API reads share her account's read budget.
    for (let i = 0; i < READS / 2; i++) {
      expect((await from(office, '/test-page', cookie(alice.token))).statusCode).toBe(200);
      expect((await from(office, '/api/test/read', alice.headers)).statusCode).toBe(200);
    }
    expect((await from(office, '/api/test/read', alice.headers)).statusCode).toBe(429);
    expect((await from(office, '/test-page', cookie(alice.token))).statusCode).toBe(429);
    // From home, too: the budget is the account's, not the address's.
    expect((await from('203.0.113.31', '/api/test/read', alice.headers)).statusCode).toBe(429);

    // Bob and an anonymous visitor in the same office are not held back by her.
    expect((await from(office, '/api/test/read', bob.headers)).statusCode).toBe(200);
    expect((await from(office, '/test-page', cookie(bob.token))).statusCode).toBe(200);
    expect((await from(office, '/test-page')).statusCode).toBe(200);
    expect((await from(office, '/api/test/read')).statusCode).toBe(200);

    // Her writes are a budget of their own.
    expect((await from(office, '/api/test/write', alice.headers, 'POST')).statusCode).toBe(200);

    // A cookie that is not a working session counts as anonymous (the address's budget).
    const forged = { cookie: `${SESSION_COOKIE}=${ctx.app.signCookie('not-a-session')}` };
    expect((await from('203.0.113.32', '/test-page', forged)).statusCode).toBe(200);
  });
});
