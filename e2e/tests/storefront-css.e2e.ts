import { describe, expect, inject, it } from 'vitest';

/**
 * ADR 0054: storefront pages paint with app.css alone and fetch app-more.css
 * only after hydration. This holds them to it: every class their server
 * render uses that app-more.css styles must be styled by app.css too, or the
 * page would first paint unstyled in places and then jump.
 */
const baseUrl = inject('baseUrl');

const STOREFRONT = [
  '/',
  '/stores',
  '/shopping?q=bread',
  '/cart',
  '/faqs',
  '/about-us',
  '/terms-and-conditions',
  '/privacy-policy',
];

async function html(path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

function stylesheets(page: string): string[] {
  return [...page.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
}

/** Class names a sheet's selectors name (values such as url(…) and 0.5rem left out). */
function cssClasses(css: string): Set<string> {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, '')
    .replace(/\{[^{}]*\}/g, '{}');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
}

function htmlClasses(page: string): Set<string> {
  const found = new Set<string>();
  for (const match of page.matchAll(/\sclass="([^"]*)"/g))
    for (const name of match[1]!.split(/\s+/)) if (name) found.add(name);
  return found;
}

describe('storefront pages paint with app.css alone', () => {
  it('link only app.css, and every class they render that app-more.css styles is styled by app.css', async () => {
    const product = /href="(\/stores\/[a-z0-9-]+\/[a-z0-9-]+)"/.exec(await html('/'));
    expect(product, 'a product link on the home page').not.toBeNull();
    const store = product![1]!.slice(0, product![1]!.lastIndexOf('/'));
    const pages = [...STOREFRONT, store, product![1]!];

    const [appHref, moreHref] = stylesheets(await html('/auth/sign-in'));
    expect(appHref).toMatch(/\/assets\/app-[\w-]+\.css$/);
    expect(moreHref).toMatch(/\/assets\/app-more-[\w-]+\.css$/);
    const app = cssClasses(await (await fetch(`${baseUrl}${appHref}`)).text());
    const more = cssClasses(await (await fetch(`${baseUrl}${moreHref}`)).text());
    expect(app.size).toBeGreaterThan(100);

    const unstyled: string[] = [];
    for (const path of pages) {
      for (const lang of ['en', 'tr']) {
        const address = `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
        const page = await html(address);
        expect(stylesheets(page), address).toEqual([appHref]);
        for (const name of htmlClasses(page))
          if (more.has(name) && !app.has(name)) unstyled.push(`${address}: .${name}`);
      }
    }
    expect(unstyled, 'classes only app-more.css styles, on pages that paint without it').toEqual([]);
  });
});
