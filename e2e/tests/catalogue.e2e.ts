import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { whenReady } from '../support/identity.ts';
import { foldTurkish } from '../support/text.ts';

/** Every JSON-LD block of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

interface ProductCardJson {
  name_en: string;
  name_tr: string | null;
  slug: string;
  store: { slug: string };
}

describe('catalogue: finding stores and products', () => {
  let session: BrowserSession;
  let product: ProductCardJson;

  beforeAll(async () => {
    session = await openBrowser();
    // A seeded product whose Turkish name has letters a visitor may not type (ç, ş, ğ, ı).
    const response = await fetch(`${session.baseUrl}/api/landing-page-products?limit=40&lang=tr`);
    const { data } = (await response.json()) as { data: ProductCardJson[] };
    const found = data.find((item) => item.name_tr && /[çşğı]/.test(item.name_tr) && item.name_tr.includes(' '));
    if (!found) throw new Error('the demo seed has no product with a Turkish name to search for');
    product = found;
  });
  afterAll(() => session.close());

  it('finds a product by its Turkish name typed without accents, from the header', async () => {
    const page = await session.newPage();
    await page.goto('/?lang=tr');
    const typed = foldTurkish(product.name_tr!);
    expect(typed).not.toBe(product.name_tr);
    // The header's box is a combobox (it suggests as you type); Enter with no suggestion chosen searches.
    await page.getByRole('combobox', { name: /ara/i }).first().fill(typed);
    await page.getByRole('combobox', { name: /ara/i }).first().press('Enter');
    await page.waitForURL(/\/shopping\?q=/);
    await expect.poll(() => page.locator('h1').textContent()).toContain(typed);
    const result = page.getByRole('link', { name: product.name_tr!, exact: true }).first();
    await expect.poll(() => result.count()).toBeGreaterThan(0);
    await expectAccessible(page);

    await result.click();
    await page.waitForURL(/\/stores\/[^/]+\/[^/?]+/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(product.name_tr);
    // Home › Stores › Store › Product
    const crumbs = await page.getByRole('navigation', { name: 'Sayfa yolu' }).locator('li').allTextContents();
    expect(crumbs).toHaveLength(4);
    await expectAccessible(page);
  });

  it('suggests products, stores and categories as you type, chosen with the keyboard', async () => {
    const page = await session.newPage({ width: 375, height: 800 });
    await page.goto('/?lang=tr');
    const box = page.getByRole('combobox', { name: /ara/i }).first();
    await whenReady(box);
    // Not in the page's first load: the suggestions' code comes with the box's first focus.
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => /search-suggestions/.test(e.name)),
      ),
    ).toBe(false);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    // Typed as on a phone without Turkish letters; the product's own name leads the suggestions.
    const typed = foldTurkish(product.name_tr!);
    await box.click();
    await box.pressSequentially(typed, { delay: 60 });
    const list = page.getByRole('listbox', { name: 'Öneriler' });
    await list.waitFor({ timeout: 15_000 });
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await list.getByRole('option').filter({ hasText: product.name_tr! }).first().waitFor();
    await expectAccessible(page);
    // Down to the product, Enter: its page.
    const options = await list.getByRole('option').allTextContents();
    const at = options.findIndex((text) => text.startsWith(product.name_tr!));
    expect(at).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= at; i++) await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(`site-search-list-${at}`);
    await box.press('Enter');
    await page.waitForURL(new RegExp(`/stores/${product.store.slug}/${product.slug}`));
    await expect.poll(() => page.locator('h1').textContent()).toBe(product.name_tr);
    // Escape closes the list and leaves what was typed.
    await box.click();
    await box.fill('');
    await box.pressSequentially(typed, { delay: 60 });
    await list.waitFor();
    await box.press('Escape');
    await expect.poll(() => list.count()).toBe(0);
    expect(await box.inputValue()).toBe(typed);
  });

  it('describes a product page with JSON-LD Product (offers) and a breadcrumb', async () => {
    const page = await session.newPage();
    const response = await page.goto(`/stores/${product.store.slug}/${product.slug}?lang=en`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toContain(product.name_en);
    const blocks = await jsonLd(page);
    const ld = blocks.find((block) => block['@type'] === 'Product') as
      { name: string; offers: Record<string, unknown>; image: string[] } | undefined;
    expect(ld?.name).toBe(product.name_en);
    expect(ld?.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'EUR' });
    expect(Number(ld?.offers.lowPrice)).toBeGreaterThan(0);
    expect(Number(ld?.offers.highPrice)).toBeGreaterThanOrEqual(Number(ld?.offers.lowPrice));
    expect(ld?.offers.offerCount).toBeGreaterThan(0);
    expect(ld?.image[0]).toMatch(/^https?:\/\//);
    // A product is Open Graph's `product`; the Turkish page's JSON-LD names the Turkish address (issue 43).
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('product');
    const turkish = await session.newPage();
    await turkish.goto(`/stores/${product.store.slug}/${product.slug}?lang=tr`);
    const trLd = (await jsonLd(turkish)).find((block) => block['@type'] === 'Product') as { url: string } | undefined;
    expect(trLd?.url).toMatch(new RegExp(`/stores/${product.store.slug}/${product.slug}\\?lang=tr$`));
    expect(await turkish.locator('link[rel="canonical"]').getAttribute('href')).toBe(trLd?.url);
    const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList') as
      { itemListElement: unknown[] } | undefined;
    expect(breadcrumb?.itemListElement).toHaveLength(4);
    // The price is shown as money in the page's language, with the cart's button beside it.
    await expect.poll(() => page.locator('.buy-box .price__now').textContent()).toMatch(/€\s?\d+\.\d{2}/);
    expect(await page.locator('.buy-box .add-to-cart__button').count()).toBe(1);
  });

  it('filters the shop list by category and pages through it, with real links', async () => {
    const page = await session.newPage();
    await page.goto('/stores?lang=en');
    expect(await page.title()).toMatch(/^Stores/);
    await page.getByLabel('Category').selectOption('cleaning');
    await page.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL(/category=cleaning/);
    // The URL changes as the navigation starts; the list follows once the loader answers.
    await expect
      .poll(async () => {
        const metas = await page.locator('.store-card__meta').allTextContents();
        return metas.length > 0 && metas.every((meta) => meta.startsWith('Cleaning'));
      })
      .toBe(true);
    await expectAccessible(page);

    // Sixteen service businesses: two pages of ten.
    await page.goto('/stores?type=service&sort=name&lang=en');
    const firstPage = await page.locator('.store-card__title').allTextContents();
    expect(firstPage).toHaveLength(10);
    const next = page.getByRole('link', { name: 'Next' });
    expect(await next.getAttribute('href')).toMatch(/page=2/);
    await next.click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.locator('.pagination__status').textContent()).toBe('Page 2 of 2');
    const secondPage = await page.locator('.store-card__title').allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);
    expect(await page.locator('[aria-current="page"]').last().textContent()).toContain('2');
  });

  it('says "No store found" when nothing matches, and filters without JavaScript', async () => {
    const context = await session.browser.newContext({ javaScriptEnabled: false, baseURL: session.baseUrl });
    const page = await context.newPage();
    await page.goto('/stores?lang=en');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('zzqxj nothing like this');
    await page.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL(/[?&]q=zzqxj/);
    expect(await page.getByText('No store found').count()).toBe(1);
    await context.close();
  });

  it('sends /search (and Turkish /arama) to /shopping with the query kept', async () => {
    for (const [path, target] of [
      ['/search?q=halloumi', '/shopping?q=halloumi'],
      ['/search?q=hellim&lang=tr', '/shopping?q=hellim&lang=tr'],
      ['/arama?q=hellim&lang=tr', '/shopping?q=hellim&lang=tr'],
    ] as const) {
      const response = await fetch(`${session.baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(301);
      const location = new URL(response.headers.get('location')!, session.baseUrl);
      expect(`${location.pathname}${location.search}`, path).toBe(target);
    }
    const page = await session.newPage();
    await page.goto('/search?q=halloumi&lang=en');
    await page.waitForURL(/\/shopping\?q=halloumi/);
    await expect.poll(() => page.locator('h1').textContent()).toContain('halloumi');
  });

  it('answers an unknown store with a real 404 page', async () => {
    const page = await session.newPage();
    const response = await page.goto('/stores/no-such-store-anywhere?lang=en');
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toMatch(/not found/i);
    await expectAccessible(page);
  });

  it('shows a store page with its sections and JSON-LD', async () => {
    const page = await session.newPage();
    const response = await page.goto(`/stores/${product.store.slug}?lang=en`);
    expect(response?.status()).toBe(200);
    const types = (await jsonLd(page)).map((block) => block['@type']);
    expect(types.some((type) => type === 'Store' || type === 'LocalBusiness')).toBe(true);
    for (const heading of ['Products', 'About', 'Reviews'])
      expect(await page.getByRole('heading', { level: 2, name: heading }).count()).toBe(1);
    expect(await page.getByText('No reviews found').count()).toBe(1);
    await expectAccessible(page);
  });

  it('fits a 375 px screen without sideways scrolling', async () => {
    const page = await session.newPage({ width: 375, height: 800 });
    for (const path of ['/stores', `/stores/${product.store.slug}`, `/stores/${product.store.slug}/${product.slug}`]) {
      await page.goto(`${path}?lang=tr`);
      expect(await hasNoSidewaysScroll(page), path).toBe(true);
    }
    await expectAccessible(page);
  });

  it('lands on the results after "Show results" on a phone, where the filters fill the screen', async () => {
    const page = await session.newPage({ width: 375, height: 800 });
    await page.goto('/stores?lang=en');
    const show = page.getByRole('button', { name: 'Show results' });
    await page.getByLabel('Category').selectOption('cleaning');
    await show.click();
    await page.waitForURL(/[?&]category=cleaning[^#]*#results$/);
    const count = page.locator('#results');
    await expect.poll(async () => (await count.boundingBox())?.y ?? 9999).toBeLessThan(100);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // On a desktop the filters are one row above the results: the page stays at its top.
    const desk = await session.newPage();
    await desk.goto('/stores?lang=en');
    await desk.getByLabel('Category').selectOption('cleaning');
    await desk.getByRole('button', { name: 'Show results' }).click();
    await desk.waitForURL(/[?&]category=cleaning[^#]*#results$/);
    await desk.locator('#results').waitFor();
    expect(await desk.evaluate(() => window.scrollY)).toBe(0);
  });
});
