import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser } from '../support/browser.ts';
import { findCartProducts, type CatalogueProduct } from '../support/cart.ts';
import { createCustomerViaApi, type TestAccount } from '../support/identity.ts';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../support/staff.ts';
import { DEMO_TRUST_HEADERS } from '../support/server.ts';

/**
 * Shared caching of server-rendered pages (ADR 0052, 0071): a public page is
 * drawn for no one, carries a weak ETag and `Cache-Control: public`, and is
 * answered 304 when unchanged, whoever asks; a signed-in person's own pages
 * (account, cart) never are.
 */
/** The script nonce a response's CSP allows, and the nonces its HTML's scripts carry. */
async function scriptNonces(response: Response): Promise<{ header: string; inPage: string[] }> {
  const header = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  const inPage = [...(await response.text()).matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]!);
  expect(inPage.length).toBeGreaterThan(0);
  return { header, inPage };
}

describe('page caching: public pages shared by everyone, personal pages never', () => {
  const baseUrl = inject('baseUrl');
  let product: CatalogueProduct;
  let account: TestAccount;
  let sessionCookie: string;

  const page = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}${path}`, { headers: { 'accept-language': 'en', ...headers }, redirect: 'manual' });

  beforeAll(async () => {
    ({ first: product } = await findCartProducts(baseUrl));
    account = await createCustomerViaApi(baseUrl, 'Defne Cacheless');
    const login = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(200);
    sessionCookie = login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]!)
      .join('; ');
    expect(sessionCookie).toContain('bedesten_session=');
  });

  it('lets shared caches keep a signed-out visitor’s public page and answers 304 when it is unchanged', async () => {
    for (const path of ['/', '/stores', `/stores/${product.store.slug}/${product.slug}`, '/faqs']) {
      const first = await page(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('cache-control'), path).toMatch(/^public, max-age=0, s-maxage=\d+/);
      // Stale copies are a CDN's to serve, never the browser's: it would show its own writes undone.
      expect(first.headers.get('cache-control'), path).not.toMatch(/stale-while-revalidate/);
      expect(first.headers.get('cdn-cache-control'), path).toMatch(/stale-while-revalidate=\d+/);
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^W\/"[^"]+"$/);
      expect(first.headers.get('set-cookie'), path).toBeNull();
      // Each response has its own CSP nonce (a page kept for a few seconds too); the ETag is of the page, so it stays.
      const again = await page(path);
      expect(again.headers.get('etag'), path).toBe(etag);
      const [before, after] = [await scriptNonces(first), await scriptNonces(again)];
      expect(before.header, path).not.toBe(after.header);
      for (const { header, inPage } of [before, after]) expect(new Set(inPage), path).toEqual(new Set([header]));
      const unchanged = await page(path, { 'if-none-match': etag! });
      expect(unchanged.status, path).toBe(304);
      expect(await unchanged.text(), path).toBe('');
      // The browser keeps the stored CSP, whose nonce matches the stored page.
      expect(unchanged.headers.get('content-security-policy'), path).toBeNull();
    }
  });

  it('shares a client navigation’s data as it shares the document, and never a personal page’s', async () => {
    const productPath = `/stores/${product.store.slug}/${product.slug}`;
    for (const path of ['/_.data', '/stores.data', `${productPath}.data`]) {
      const first = await page(path, { cookie: 'lang=tr; cookie_consent=all' });
      expect(first.status, path).toBe(200);
      expect(first.headers.get('content-type'), path).toMatch(/^text\/x-script/);
      expect(first.headers.get('cache-control'), path).toMatch(/^public, max-age=0, s-maxage=\d+/);
      const etag = first.headers.get('etag')!;
      expect(etag, path).toMatch(/^W\/"[^"]+"$/);
      // Turkish data for a Turkish visitor, kept apart from an English one's.
      expect(await first.text(), path).toContain('"tr"');
      const english = await page(path, { cookie: 'lang=en; cookie_consent=all' });
      expect(english.headers.get('etag'), path).not.toBe(etag);
      const unchanged = await page(path, { cookie: 'lang=tr; cookie_consent=all', 'if-none-match': etag });
      expect(unchanged.status, path).toBe(304);
    }
    // A public page's data is the same for a signed-in visitor: no name in it (the browser asks for that).
    for (const path of ['/_.data', `${productPath}.data`]) {
      const shared = await page(path, { cookie: sessionCookie });
      expect(shared.status, path).toBe(200);
      expect(shared.headers.get('cache-control'), path).toMatch(/^public, max-age=0, s-maxage=\d+/);
      expect(await shared.text(), path).not.toContain('Defne');
    }
    const mine = await page('/profile/account-settings.data', { cookie: sessionCookie });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('etag')).toBeNull();
    expect(await mine.text()).toContain('Defne');
  });

  it('names the site by the address it was asked at, never by a forwarding header a client made up', async () => {
    const path = `/stores/${product.store.slug}`;
    const forged = await (
      await page(path, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })
    ).text();
    const honest = await (await page(path)).text();
    for (const html of [forged, honest]) {
      expect(html).toContain(`<link rel="canonical" href="${baseUrl}${path}"`);
      expect(html).not.toContain('evil.example');
    }
  });

  it('keeps the personal pages of a signed-out visitor as they were (sign-in, cart)', async () => {
    for (const path of ['/login', '/cart']) {
      const response = await page(path);
      expect(response.headers.get('cache-control') ?? '', path).not.toMatch(/public/);
      expect(response.headers.get('etag'), path).toBeNull();
    }
  });

  it('gives a signed-in person the public page everyone gets, and their own pages to them alone', async () => {
    const productPath = `/stores/${product.store.slug}/${product.slug}`;
    const variant = product.variants.find((v) => v.active_status && v.stock_status === 'in_stock')!;
    const added = await fetch(`${baseUrl}/api/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie: sessionCookie },
      body: JSON.stringify({ product_id: product.id, variation_id: variant.id, quantity: 2, replace: true }),
    });
    expect(added.status, await added.clone().text()).toBe(200);

    for (const path of ['/', productPath]) {
      const anonymous = await page(path);
      const etag = anonymous.headers.get('etag')!;
      const theirs = await page(path, { cookie: sessionCookie });
      expect(theirs.status, path).toBe(200);
      expect(theirs.headers.get('cache-control'), path).toMatch(/^public, max-age=0, s-maxage=\d+/);
      expect(theirs.headers.get('etag'), path).toBe(etag);
      expect(await theirs.text(), path).not.toContain('Defne');
      expect((await page(path, { cookie: sessionCookie, 'if-none-match': etag })).status, path).toBe(304);
    }
    for (const path of ['/cart', '/profile/account-settings']) {
      const response = await page(path, { cookie: sessionCookie });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(response.headers.get('etag'), path).toBeNull();
      expect(await response.text(), path).toContain('Defne');
    }
  });

  it('draws the signed-in person into a shared page in the browser, with no "Sign in" on the way', async () => {
    const browser = await openBrowser();
    try {
      const tab = await browser.newPage({ width: 375, height: 740 });
      await tab.context().addCookies(
        sessionCookie.split('; ').map((pair) => {
          const [name, ...value] = pair.split('=');
          return { name: name!, value: value.join('='), url: baseUrl };
        }),
      );
      // The server's HTML, as first painted: the guest's "Sign in" is there but kept out of sight.
      await tab.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const link = document.querySelector('a.header-action--guest');
          document.documentElement.dataset['signInAtFirstPaint'] = link ? getComputedStyle(link).visibility : 'none';
        });
      });
      await tab.goto(`/stores/${product.store.slug}/${product.slug}`);
      await expect.poll(() => tab.locator('summary.account-menu__toggle').textContent()).toContain('Defne');
      expect(await tab.locator('html').getAttribute('data-sign-in-at-first-paint')).toBe('hidden');
      // Their own cart's count (filled by the test above), not this browser's empty guest cart.
      await expect
        .poll(() => tab.locator('a[href="/cart"].header-action').getAttribute('aria-label'))
        .toMatch(/Cart, [1-9]/);
    } finally {
      await browser.close();
    }
  });

  it('shows a change at once: a write forgets the pages kept for signed-out visitors', async () => {
    const login = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, ...DEMO_TRUST_HEADERS },
      body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { access_token: token } = ((await login.json()) as { data: { token: { access_token: string } } }).data.token;
    const staff = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const list = (await (await fetch(`${baseUrl}/api/admin/content/faqs`, { headers: staff })).json()) as {
      data: ({ id: string; is_published: boolean; answer_en: string } & Record<string, unknown>)[];
    };
    const faq = list.data.find((entry) => entry.is_published)!;
    // Kept: the page is rendered and remembered for the next visitor.
    expect((await (await page('/faqs')).text()).length).toBeGreaterThan(0);
    const marker = `Kept for a moment only ${Date.now().toString(36)}`;
    const { id, position: _position, updated_at: _updated, topic: _topic, ...rest } = faq;
    const saved = await fetch(`${baseUrl}/api/admin/content/faqs/${id}`, {
      method: 'PUT',
      headers: { ...staff, 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ ...rest, topic: faq.topic, answer_en: `${faq.answer_en} ${marker}` }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await (await page('/faqs')).text()).toContain(marker);
  });
});
