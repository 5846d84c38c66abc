import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPageMicroCache, withNonce, type PageMicroCache } from './page-micro-cache.ts';

const request = (
  url: string,
  headers: Record<string, string> = {},
  clientTrusted = false,
  method = 'GET',
  host = 'shop.example',
) => ({ url, headers, clientTrusted, method, host, protocol: 'https' }) as unknown as FastifyRequest;
/** As the web plugin asks for anything but a shared page (whose session cookies it drops first). */
const keyOf = (cache: PageMicroCache, r: FastifyRequest) => cache.keyOf(r, r.headers.cookie);
const page = (html = '<script nonce="n1">x</script>') => ({ headers: [], html, nonce: 'n1', etag: 'W/"e1"' });

describe('the micro-cache of shareable pages', () => {
  it('is consulted only for a GET page whose cookies are all page cookies (language, consent)', () => {
    const cache = createPageMicroCache();
    expect(keyOf(cache, request('/', { cookie: 'bedesten_session=a' }))).toBeUndefined();
    expect(keyOf(cache, request('/', { cookie: 'lang=tr; bedesten_session=a' }))).toBeUndefined();
    expect(keyOf(cache, request('/', { cookie: 'cookie_consent=all; theme=dark' }))).toBeUndefined();
    expect(keyOf(cache, request('/', { cookie: 'bedesten_session' }))).toBeUndefined();
    expect(keyOf(cache, request('/', {}, false, 'POST'))).toBeUndefined();
    expect(keyOf(cache, request('/__manifest?p=%2Fstores'))).toBeUndefined();
    expect(keyOf(cache, request('/stores.data'))).toBeDefined();
    expect(keyOf(cache, request('/'))).toBeDefined();
    expect(keyOf(cache, request('/', { cookie: 'cookie_consent=all' }))).toBeDefined();
    expect(keyOf(cache, request('/', { cookie: 'lang=tr; cookie_consent=necessary;' }))).toBeDefined();
  });

  it('keeps pages apart by URL, Host, Accept-Language, page cookies and whether the visitor holds the demo token', () => {
    const cache = createPageMicroCache();
    const keys = [
      keyOf(cache, request('/')),
      keyOf(cache, request('/.data')),
      // A page's canonical links name the Host it was asked of (when PUBLIC_URL is unset).
      keyOf(cache, request('/', {}, false, 'GET', 'evil.example')),
      keyOf(cache, request('/?lang=tr')),
      keyOf(cache, request('/', { 'accept-language': 'tr' })),
      keyOf(cache, request('/', {}, true)),
      keyOf(cache, request('/', { cookie: 'lang=tr' })),
      keyOf(cache, request('/', { cookie: 'lang=en' })),
      keyOf(cache, request('/', { cookie: 'cookie_consent=all' })),
      keyOf(cache, request('/', { cookie: 'cookie_consent=necessary' })),
      keyOf(cache, request('/', { cookie: 'lang=tr; cookie_consent=all' })),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    // Two visitors who made the same choices share one page.
    expect(keyOf(cache, request('/', { cookie: 'lang=tr; cookie_consent=all' }))).toBe(keys.at(-1));
  });

  it('forgets a page after a few seconds and holds a bounded number of pages', () => {
    let now = 0;
    const cache = createPageMicroCache(() => now);
    cache.set('a', page(), cache.generation);
    now = 4_999;
    expect(cache.get('a')?.html).toContain('x');
    now = 5_000;
    expect(cache.get('a')).toBeUndefined();
    for (let i = 0; i < 200; i++) cache.set(`p${i}`, page(), cache.generation);
    expect(cache.size).toBe(64);
    expect(cache.get('p0')).toBeUndefined();
    expect(cache.get('p199')).toBeDefined();
    // Pages past their time go when another is kept, though no one asked for them again.
    now = 10_001;
    cache.set('later', page(), cache.generation);
    expect(cache.size).toBe(1);
  });

  it('never keeps a page whose rendering began before a write that emptied it', () => {
    const cache = createPageMicroCache();
    const renderingSince = cache.generation;
    cache.set('old', page(), renderingSince);
    // A write succeeds while the next page is being rendered from what was there before it.
    cache.clear();
    cache.set('stale', page(), renderingSince);
    expect(cache.get('old')).toBeUndefined();
    expect(cache.get('stale')).toBeUndefined();
    cache.set('fresh', page(), cache.generation);
    expect(cache.get('fresh')).toBeDefined();
  });

  it('lets requests for a page being drawn wait for that render, not draw it again', async () => {
    const cache = createPageMicroCache();
    expect(cache.follow('/')).toBeUndefined();
    const done = cache.lead('/');
    const first = cache.follow('/');
    const second = cache.follow('/');
    expect(first).toBeDefined();
    done(page('<p>home</p>'));
    expect((await first)?.html).toBe('<p>home</p>');
    expect((await second)?.html).toBe('<p>home</p>');
    // Once drawn, there is nothing left to wait for (the page is kept, or the next request draws it).
    expect(cache.follow('/')).toBeUndefined();
  });

  it('hands its followers nothing when the render made no page to share, and no one waits on it after a write', async () => {
    const cache = createPageMicroCache();
    const failed = cache.lead('/a');
    const waiting = cache.follow('/a');
    failed(undefined);
    expect(await waiting).toBeUndefined();

    const before = cache.lead('/b');
    const early = cache.follow('/b');
    // A write succeeds while /b is drawn from what was there before it: later requests draw their own.
    cache.clear();
    expect(cache.follow('/b')).toBeUndefined();
    const after = cache.lead('/b');
    const late = cache.follow('/b');
    before(page('<p>old</p>'));
    // The old render's end leaves the new one's followers waiting for the new page.
    expect(cache.follow('/b')).toBe(late);
    after(page('<p>new</p>'));
    expect((await early)?.html).toBe('<p>old</p>');
    expect((await late)?.html).toBe('<p>new</p>');
  });

  it('gives each response its own CSP nonce', () => {
    const cached = { ...page('<script nonce="n1">a</script><script nonce="n1">b</script>'), storedAt: 0 };
    expect(withNonce(cached, 'n2')).toBe('<script nonce="n2">a</script><script nonce="n2">b</script>');
  });
});
