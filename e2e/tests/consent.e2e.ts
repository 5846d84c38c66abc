import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { whenReady } from '../support/identity.ts';

async function consentCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'cookie_consent')?.value;
}

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** Presses Tab until the focused element's text is `text` (at most `max` times); answers whether it got there. */
async function tabTo(page: Page, text: string, max = 15): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === text) return true;
  }
  return false;
}

/**
 * The cookie notice (docs/cookies.md): asked once, remembered, reopened from
 * the footer, usable with the keyboard and at 375 px; and what search engines
 * read: robots.txt, the sitemap and a store page's addresses and cards.
 */
describe('cookie notice and search engines', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('a visitor on a desktop accepts all cookies, and the choice stays until they reopen it', async () => {
    const page = await session.newPage();
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookies on Bedesten' });
    await notice.waitFor();
    await expectAccessible(page);
    await (await whenReady(notice.getByRole('button', { name: 'Accept all' }))).click();
    await expect.poll(() => notice.count()).toBe(0);
    expect(await consentCookie(page)).toBe('all');

    await page.goto('/stores');
    await page.locator('h1').first().waitFor();
    expect(await notice.count()).toBe(0);

    // Reopened from the footer: focus moves to it, it says the current choice, and a new choice replaces it.
    await (await whenReady(page.getByRole('button', { name: 'Cookie settings' }))).click();
    await notice.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('cookie-notice-title');
    expect(await notice.textContent()).toContain('Your current choice: all cookies accepted.');
    await notice.getByRole('button', { name: 'Necessary only' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    expect(await consentCookie(page)).toBe('necessary');
    // Focus goes back to the footer button that opened it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cookie settings');
  });

  it('a visitor on a phone in Turkish chooses necessary only with the keyboard, and it is remembered', async () => {
    const phone = await session.newPage({ width: 375, height: 800, locale: 'tr-TR' });
    await phone.goto('/?lang=tr');
    const notice = phone.getByRole('region', { name: "Bedesten'de çerezler" });
    await notice.waitFor();
    await whenReady(notice.getByRole('button', { name: 'Yalnızca gerekli' }));
    // A small bar at the bottom (it once covered 467 of 812 px), its two buttons side by side on one line
    // each ("Tümünü kabul et" unwrapped), the page given room below its end, nothing sideways at 375 px.
    expect(await notice.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    const bar = (await notice.boundingBox())!;
    expect(bar.height).toBeLessThan(800 / 4);
    expect(bar.y + bar.height).toBeCloseTo(800, 0);
    for (const name of ['Tümünü kabul et', 'Yalnızca gerekli']) {
      const button = (await notice.getByRole('button', { name }).boundingBox())!;
      expect(button.height, name).toBeLessThanOrEqual(48);
      expect(button.y, name).toBeGreaterThan(bar.y);
    }
    const room = await phone.evaluate(() => Number.parseFloat(getComputedStyle(document.body).paddingBottom));
    expect(room).toBeGreaterThanOrEqual(bar.height);
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    // Right after the skip link, before the header: the keyboard reaches it first.
    expect(await tabTo(phone, 'Yalnızca gerekli', 5)).toBe(true);
    await phone.keyboard.press('Enter');
    await expect.poll(() => notice.count()).toBe(0);
    expect(await consentCookie(phone)).toBe('necessary');

    await phone.reload();
    await phone.locator('h1').first().waitFor();
    expect(await notice.count()).toBe(0);

    await (await whenReady(phone.getByRole('button', { name: 'Çerez ayarları' }))).click();
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Şu anki tercihiniz: yalnızca gerekli çerezler.');
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
  });

  it('the partner page tells the truth and leads to sign-up, on a phone in Turkish and a desktop in English', async () => {
    const list = (await (await fetch(`${session.baseUrl}/api/storeSearch?page=1`)).json()) as { total: number };
    for (const [lang, width, title] of [
      ['tr', 375, "Bedesten'de şu anda"],
      ['en', 1280, 'already sell on Bedesten'],
    ] as const) {
      const page = await session.newPage({ width, height: 800, locale: lang === 'tr' ? 'tr-TR' : 'en-GB' });
      const response = await page.goto(`/vendor?lang=${lang}`);
      expect(response?.status()).toBe(200);
      const count = await page.getByTestId('partner-store-count').textContent();
      expect(count).toContain(title);
      expect(count).toContain(String(list.total));
      expect(await page.locator('main').textContent()).not.toMatch(/1000|1\.000/);
      expect(await page.locator('main a[href="/vendor/sign-up"]').count()).toBeGreaterThan(0);
      await page.getByTestId('partner-joining-fee').waitFor();
      expect(await hasNoSidewaysScroll(page)).toBe(true);
      await expectAccessible(page);
    }
  });

  it('robots.txt and the sitemap are served on the site root', async () => {
    const { baseUrl } = session;
    const robots = await fetch(`${baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toMatch(/Sitemap: http:\/\/[^\s]+\/sitemap\.xml/);
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset');
    expect(xml).toContain('hreflang="tr"');
    expect(xml).toMatch(/<loc>[^<]+\/stores\/[a-z0-9-]+<\/loc>/);
    // Turkish pages are entries too, not only alternates (issue 43).
    expect(xml).toMatch(/<loc>[^<]+\/stores\/[a-z0-9-]+\?lang=tr<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]+\/terms-and-conditions<\/loc>/);
  });

  it('a store page names its canonical address, its languages and its link previews', async () => {
    const page = await session.newPage();
    const list = (await (await fetch(`${session.baseUrl}/api/storeSearch?page=1`)).json()) as {
      data: { slug: string }[];
    };
    const slug = list.data[0]!.slug;
    await page.goto(`/stores/${slug}?lang=tr&page=1`);
    const attr = (selector: string, name: string) => page.locator(selector).first().getAttribute(name);
    // The Turkish page is its own canonical; English lives at the plain address (ADR 0048).
    const plain = await attr('link[rel="alternate"][hreflang="x-default"]', 'href');
    expect(plain).toMatch(new RegExp(`^http://[^/]+/stores/${slug}$`));
    const canonical = await attr('link[rel="canonical"]', 'href');
    expect(canonical).toBe(`${plain}?lang=tr`);
    expect(await attr('link[rel="alternate"][hreflang="en"]', 'href')).toBe(plain);
    expect(await attr('link[rel="alternate"][hreflang="tr"]', 'href')).toBe(canonical);
    expect(await attr('meta[property="og:url"]', 'content')).toBe(canonical);
    expect(await attr('meta[property="og:locale"]', 'content')).toBe('tr_TR');
    expect(await attr('meta[name="twitter:card"]', 'content')).toMatch(/^summary/);
    expect(await attr('meta[name="twitter:title"]', 'content')).toMatch(/ · Bedesten$/);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((json) => json.includes('"BreadcrumbList"'))).toBe(true);

    await page.goto('/');
    const home = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(home.some((json) => json.includes('"Organization"'))).toBe(true);
  });
});
