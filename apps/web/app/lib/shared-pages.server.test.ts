import { describe, expect, it } from 'vitest';
import { SHARED_PAGE_PATHS } from '@bedesten/core/http/shared-pages';
import { pageAccess, PAGES } from './pages.ts';
import { isSharedPage } from './shared-pages.server.ts';

const html = (headers: Record<string, string> = {}, status = 200) =>
  new Response('<html></html>', { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
const get = (cookie?: string) => new Request('http://shop.example/', cookie ? { headers: { cookie } } : {});

describe('which rendered pages shared caches may keep', () => {
  it('keeps a signed-out visitor’s public pages: catalogue, store, product and content', () => {
    for (const pattern of ['/', '/stores', '/stores/:storeSlug', '/stores/:storeSlug/:productSlug', '/faqs']) {
      expect(isSharedPage(get('lang=tr; cookie_consent=all'), pattern, html()), pattern).toBe(true);
    }
  });

  it('never keeps a page with a session cookie, a cookie being set, or a cache rule of its own', () => {
    expect(isSharedPage(get('bedesten_session=abc'), '/', html())).toBe(false);
    expect(isSharedPage(get(), '/', html({ 'set-cookie': 'lang=tr' }))).toBe(false);
    expect(isSharedPage(get(), '/', html({ 'cache-control': 'private, no-store' }))).toBe(false);
  });

  it('keeps the data of a client navigation to such a page as it keeps the document', () => {
    const navigation = html({ 'content-type': 'text/x-script' });
    expect(isSharedPage(get('lang=tr'), '/stores/:storeSlug', navigation)).toBe(true);
    expect(isSharedPage(get('bedesten_session=abc'), '/stores/:storeSlug', navigation)).toBe(false);
    expect(isSharedPage(get(), '/cart', navigation)).toBe(false);
  });

  it('never keeps personal or failed pages, posts or other kinds of answer', () => {
    for (const pattern of ['/cart', '/login', '/profile/my-orders', '/vendor/dashboard', '/*']) {
      expect(isSharedPage(get(), pattern, html()), pattern).toBe(false);
    }
    expect(isSharedPage(get(), '/', html({}, 404))).toBe(false);
    expect(isSharedPage(new Request('http://shop.example/', { method: 'POST' }), '/', html())).toBe(false);
    expect(isSharedPage(get(), '/', html({ 'content-type': 'application/json' }))).toBe(false);
  });

  it('names only routes the web app has, all of them public', () => {
    for (const path of SHARED_PAGE_PATHS) {
      const page = PAGES.find((candidate) => candidate.path === path);
      expect(page, path).toBeDefined();
      expect(pageAccess(page!), path).toBe('public');
    }
  });
});
