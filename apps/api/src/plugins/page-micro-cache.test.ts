import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPageMicroCache, withNonce } from './page-micro-cache.ts';

const request = (
  url: string,
  headers: Record<string, string> = {},
  clientLocal = false,
  method = 'GET',
  host = 'shop.example',
) => ({ url, headers, clientLocal, method, host, protocol: 'https' }) as unknown as FastifyRequest;
const page = (html = '<script nonce="n1">x</script>') => ({ headers: [], html, nonce: 'n1' });

describe('the micro-cache of shareable pages', () => {
  it('is consulted only for a GET page whose cookies are all page cookies (language, consent)', () => {
    const cache = createPageMicroCache();
    expect(cache.keyOf(request('/', { cookie: 'bedesten_session=a' }))).toBeUndefined();
    expect(cache.keyOf(request('/', { cookie: 'lang=tr; bedesten_session=a' }))).toBeUndefined();
    expect(cache.keyOf(request('/', { cookie: 'cookie_consent=all; theme=dark' }))).toBeUndefined();
    expect(cache.keyOf(request('/', { cookie: 'bedesten_session' }))).toBeUndefined();
    expect(cache.keyOf(request('/', {}, false, 'POST'))).toBeUndefined();
    expect(cache.keyOf(request('/__manifest?p=%2Fstores'))).toBeUndefined();
    expect(cache.keyOf(request('/stores.data'))).toBeDefined();
    expect(cache.keyOf(request('/'))).toBeDefined();
    expect(cache.keyOf(request('/', { cookie: 'cookie_consent=all' }))).toBeDefined();
    expect(cache.keyOf(request('/', { cookie: 'lang=tr; cookie_consent=necessary;' }))).toBeDefined();
  });

  it('keeps pages apart by URL, Host, Accept-Language, page cookies and whether the visitor is on this computer', () => {
    const cache = createPageMicroCache();
    const keys = [
      cache.keyOf(request('/')),
      cache.keyOf(request('/.data')),
      // A page's canonical links name the Host it was asked of (when PUBLIC_URL is unset).
      cache.keyOf(request('/', {}, false, 'GET', 'evil.example')),
      cache.keyOf(request('/?lang=tr')),
      cache.keyOf(request('/', { 'accept-language': 'tr' })),
      cache.keyOf(request('/', {}, true)),
      cache.keyOf(request('/', { cookie: 'lang=tr' })),
      cache.keyOf(request('/', { cookie: 'lang=en' })),
      cache.keyOf(request('/', { cookie: 'cookie_consent=all' })),
      cache.keyOf(request('/', { cookie: 'cookie_consent=necessary' })),
      cache.keyOf(request('/', { cookie: 'lang=tr; cookie_consent=all' })),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    // Two visitors who made the same choices share one page.
    expect(cache.keyOf(request('/', { cookie: 'lang=tr; cookie_consent=all' }))).toBe(keys.at(-1));
  });

  it('forgets a page after a few seconds and holds a bounded number of pages', () => {
    let now = 0;
    const cache = createPageMicroCache(() => now);
    cache.set('a', page());
    now = 4_999;
    expect(cache.get('a')?.html).toContain('x');
    now = 5_000;
    expect(cache.get('a')).toBeUndefined();
    for (let i = 0; i < 200; i++) cache.set(`p${i}`, page());
    expect(cache.get('p0')).toBeUndefined();
    expect(cache.get('p199')).toBeDefined();
  });

  it('gives each response its own CSP nonce', () => {
    const cached = { ...page('<script nonce="n1">a</script><script nonce="n1">b</script>'), storedAt: 0 };
    expect(withNonce(cached, 'n2')).toBe('<script nonce="n2">a</script><script nonce="n2">b</script>');
  });
});
