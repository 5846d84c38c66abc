import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';

/** Collects what the page would show a developer: script errors and CSP refusals. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
}

describe('the shell', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('renders the home page in English on the server and hydrates without errors', async () => {
    const page = await session.newPage();
    const problems = watchConsole(page);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.title()).toMatch(/Bedesten/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    await expect.poll(() => page.locator('h1').first().textContent()).toBeTruthy();
    // The server sent the page already rendered: its HTML holds the heading text.
    expect(await response?.text()).toContain('<h1');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await expectAccessible(page);
  });

  it('speaks Turkish with ?lang=tr and remembers the choice', async () => {
    const page = await session.newPage();
    await page.goto('/?lang=tr');
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    const heading = await page.locator('h1').first().textContent();
    await page.goto('/help');
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    expect(await page.title()).toMatch(/Yardım/);
    expect(heading).not.toBe('');
    await expectAccessible(page);
  });

  it('switches language from the header', async () => {
    const page = await session.newPage({ width: 375, height: 800 });
    await page.goto('/faqs');
    const englishTitle = await page.title();
    await page
      .getByRole('link', { name: /Türkçe/ })
      .first()
      .click();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('tr');
    await expect.poll(() => page.title()).not.toBe(englishTitle);
    expect(new URL(page.url()).pathname).toBe('/faqs');
    await page
      .getByRole('link', { name: /English/ })
      .first()
      .click();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    await expect.poll(() => page.title()).toBe(englishTitle);
  });

  it('answers an unknown page with a real 404 page in the chosen language', async () => {
    const page = await session.newPage();
    const response = await page.goto('/no-such-page?lang=tr');
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').first().textContent()).toMatch(/bulunamadı/i);
    await expectAccessible(page);
  });

  it('moves leftover template pages with a 301, and drops the rest with a 404', async () => {
    const redirected = await fetch(`${session.baseUrl}/credits-billing?x=1`, { redirect: 'manual' });
    expect(redirected.status).toBe(301);
    expect(new URL(redirected.headers.get('location')!, session.baseUrl).pathname).toBe('/pricing');
    const dropped = await fetch(`${session.baseUrl}/training-matrix`);
    expect(dropped.status).toBe(404);
  });

  it('sends an address with runs of slashes to its one address, so no segment is taken for a host', async () => {
    for (const [asked, address] of [
      ['//', '/'],
      ['//stores?lang=tr', '/stores?lang=tr'],
      ['//evil.example/stores', '/evil.example/stores'],
      ['/stores//x', '/stores/x'],
    ]) {
      const response = await fetch(`${session.baseUrl}${asked}`, { redirect: 'manual' });
      expect(response.status, asked).toBe(301);
      const location = new URL(response.headers.get('location')!, session.baseUrl);
      expect(location.origin, asked).toBe(new URL(session.baseUrl).origin);
      expect(`${location.pathname}${location.search}`, asked).toBe(address);
    }
  });

  it('gives every page its own title in both languages', async () => {
    const titles = new Map<string, string>();
    // Public pages; account and panel pages need a session (identity.e2e.ts).
    for (const path of ['/stores', '/cart', '/vendor', '/vendor/sign-in', '/help']) {
      for (const lang of ['en', 'tr']) {
        const response = await fetch(`${session.baseUrl}${path}?lang=${lang}`);
        expect(response.status, path).toBe(200);
        const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
        expect(title, `${path} ${lang}`).toBeTruthy();
        titles.set(`${path} ${lang}`, title!);
      }
    }
    expect(new Set(titles.values()).size).toBe(titles.size);
  });

  it('serves the API beside the pages on the same port', async () => {
    const health = await fetch(`${session.baseUrl}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', db: 'ok' });
    const unknown = await fetch(`${session.baseUrl}/api/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/json/);
  });

  it('lays the home page out for a 375 px phone without sideways scrolling', async () => {
    const page = await session.newPage({ width: 375, height: 800 });
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
