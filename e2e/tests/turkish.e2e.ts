import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { productDetail } from '../support/cart.ts';
import { REPO_ROOT } from '../support/server.ts';
import { signInAsStaff } from '../support/staff.ts';
import { signInDemoVendor } from '../support/vendor-catalogue.ts';

/**
 * Issue 15 item 6: no English on Turkish pages. Every word of the English
 * locale files that no Turkish text uses is an English-only word; a Turkish
 * page (public, vendor panel, staff console) whose visible or screen-reader
 * text holds one fails, as does one holding a known English catalogue word
 * (the platform's VAT names, sizes, units). A Turkish text replaced by its
 * English one therefore fails here.
 */

const LOCALES = path.join(REPO_ROOT, 'apps/web/app/locales');

function textsOf(tree: unknown, out: string[] = []): string[] {
  if (typeof tree === 'string') out.push(tree.replace(/\{\{\s*\w+\s*\}\}/g, ' '));
  else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) textsOf(value, out);
  return out;
}

function localeTexts(lang: 'en' | 'tr'): string[] {
  const folder = path.join(LOCALES, lang);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => textsOf(JSON.parse(readFileSync(path.join(folder, file), 'utf8'))));
}

// Whole words in any alphabet, so a Turkish word ("Bandı") is never read as an English one ("Band").
const wordsOf = (text: string) => text.match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];

/** Words that are the same in both languages or are names (brands, places, formats). */
const ALLOWED = new Set([
  'Bedesten',
  'Blog',
  'SMS',
  'Google',
  'Apple',
  'Stripe',
  'PayPal',
  'WhatsApp',
  'OpenStreetMap',
  'Android',
  'Chrome',
  'Safari',
  'Firefox',
]);

/** English words of the catalogue (the platform's VAT names, sizes and units) that must read in Turkish. */
const CATALOGUE_WORDS = ['Standard', 'Reduced', 'Zero', 'Small', 'Medium', 'Large', 'Piece', 'Family'];

function englishOnlyWords(): Set<string> {
  const turkish = new Set(
    localeTexts('tr')
      .flatMap(wordsOf)
      .map((word) => word.toLowerCase()),
  );
  const english = new Set<string>(CATALOGUE_WORDS);
  for (const word of localeTexts('en').flatMap(wordsOf)) {
    // Short words ("de", "at", "OK") are too often Turkish or names to tell.
    if (word.length >= 4 && !turkish.has(word.toLowerCase()) && !ALLOWED.has(word)) english.add(word);
  }
  return english;
}

const ENGLISH = englishOnlyWords();

/**
 * The page's words in Turkish context: what is shown and what a screen reader
 * reads, leaving out parts marked as another language (the language switch's
 * "English", a review written in English), names and people's own words.
 */
async function turkishTextOn(page: Page): Promise<string> {
  const text = await page.evaluate(() => {
    // Another language, names (translate="no": store names, addresses) and people's own words (a store's
    // reply, a vendor's list of cuisines: data-own-words).
    const foreign = [
      ...document.querySelectorAll<HTMLElement>(
        'body [lang]:not([lang|="tr"]), body [translate="no"], body [data-own-words]',
      ),
    ];
    const saved = foreign.map((el) => el.style.display);
    foreign.forEach((el) => (el.style.display = 'none'));
    const seen = document.body.innerText;
    foreign.forEach((el, i) => (el.style.display = saved[i] ?? ''));
    return seen;
  });
  // Addresses are names, not words: e-mail addresses and links.
  return (
    text
      .replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
      // Journeys share one database: lines holding what another journey typed (its "E2E" names and
      // "(<stamp>)" marks) are that journey's own words, in whatever language it chose.
      .split('\n')
      .filter((line) => !/\bE2E\b|\([a-z0-9]{6,10}\)/.test(line))
      .join('\n')
  );
}

async function expectNoEnglish(page: Page, names: string[]): Promise<void> {
  const text = await turkishTextOn(page);
  const allowed = new Set(names.flatMap(wordsOf));
  const found = [...new Set(wordsOf(text).filter((word) => ENGLISH.has(word) && !allowed.has(word)))];
  // Each word with the text around it, so a failure says where to look.
  const where = found.map((word) => {
    const at = text.search(new RegExp(`\\b${word}\\b`));
    return `${word}: “${text.slice(Math.max(0, at - 40), at + word.length + 40).replace(/\s+/g, ' ')}”`;
  });
  expect.soft(where, `English words on ${new URL(page.url()).pathname}`).toEqual([]);
}

/** `names`: the page's proper names (a product's brand), which stay as they are in any language. */
async function visit(page: Page, url: string, names: string[] = []): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBeLessThan(400);
  await page.locator('h1').first().waitFor();
  await expectNoEnglish(page, names);
  await expectAccessible(page);
}

const withTurkish = (url: string) => `${url}${url.includes('?') ? '&' : '?'}lang=tr`;

describe('Turkish pages are in Turkish', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('knows enough English-only words to catch a leak', () => {
    for (const word of ['Delivery', 'Orders', 'Standard']) expect(ENGLISH.has(word), word).toBe(true);
    for (const word of ['Bedesten', 'Sipariş']) expect(ENGLISH.has(word), word).toBe(false);
  });

  it(
    'shows the shop, a store, a product and the content pages in Turkish at 375 px',
    { timeout: 120_000 },
    async () => {
      const phone = await session.newPage({ width: 375, height: 800, locale: 'en-US' });
      await visit(phone, '/?lang=tr');
      await visit(phone, '/stores?lang=tr');
      // A store that sells something (other journeys add stores with no products yet): the home page's first
      // product and its store.
      const landing = (await (await fetch(`${session.baseUrl}/api/landing-page-products?limit=1`)).json()) as {
        data: { slug: string; store: { slug: string } }[];
      };
      const first = landing.data[0];
      expect(first).toBeTruthy();
      const store = `/stores/${first!.store.slug}`;
      await visit(phone, withTurkish(store));
      const product = `${store}/${first!.slug}`;
      const detail = (await productDetail(session.baseUrl, product.split('/').at(-1)!, 'tr')) as {
        brand?: string | null;
        store?: { title?: string } | null;
      };
      // The brand and the store's name are names; a description may mention its store.
      const names = [detail.brand, detail.store?.title].filter((name): name is string => Boolean(name));
      await visit(phone, withTurkish(product), names);
      for (const url of [
        '/shopping',
        '/help',
        '/faqs',
        '/pricing',
        '/about-us',
        '/terms-and-conditions',
        '/privacy-policy',
      ]) {
        await visit(phone, withTurkish(url));
      }
    },
  );

  it(
    'shows the vendor panel in Turkish: dashboard, orders, products, VAT rates, notifications',
    { timeout: 120_000 },
    async () => {
      const phone = await session.newPage({ width: 375, height: 800, locale: 'en-US' });
      await signInDemoVendor(phone);
      for (const url of [
        '/vendor/dashboard',
        '/vendor/orders',
        '/vendor/product-manage',
        '/vendor/vat-rates',
        '/vendor/notifications',
      ]) {
        await visit(phone, withTurkish(url));
      }
    },
  );

  it('shows the staff console in Turkish: overview, orders, settings', { timeout: 120_000 }, async () => {
    const phone = await session.newPage({ width: 375, height: 800, locale: 'en-US' });
    await signInAsStaff(phone);
    for (const url of ['/admin', '/admin/orders', '/admin/settings']) await visit(phone, withTurkish(url));
  });
});
