import { DEFAULT_LANGUAGE } from '@bedesten/core/i18n/languages';
import type { SitemapRow } from './seo.repository.ts';

/**
 * sitemaps.org 0.9 documents. Every page is listed once per language, each
 * entry naming all its language versions (`xhtml:link rel="alternate"
 * hreflang`), as Google asks: the site switches language with `?lang=en|tr`
 * (web `lib/language.ts`). English, the default, lives at the URL without
 * `lang` (what crawlers are served), which is also the `x-default`; each
 * language version is its own canonical (web `lib/meta.ts`), so the Turkish
 * one is an entry of its own, not only an alternate (issue 43).
 */

/** sitemaps.org: at most 50,000 URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_LANGUAGES = ['en', 'tr'] as const;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `path` on the site, with `lang` set when given. */
export function siteHref(siteUrl: string, path: string, lang?: string): string {
  const url = new URL(path, `${siteUrl}/`);
  if (lang) url.searchParams.set('lang', lang);
  return url.href;
}

function lastmod(date: Date | null): string {
  return date ? `<lastmod>${date.toISOString()}</lastmod>` : '';
}

/** The address of a page in one language: the default at the plain URL, the others at `?lang=`. */
function languageHref(siteUrl: string, path: string, lang: string): string {
  return siteHref(siteUrl, path, lang === DEFAULT_LANGUAGE ? undefined : lang);
}

/** One `<url>` per language version of the page, each with the same alternates. */
function urlEntries(siteUrl: string, row: SitemapRow): string[] {
  const alternates = [
    ...SITEMAP_LANGUAGES.map(
      (lang) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(languageHref(siteUrl, row.path, lang))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteHref(siteUrl, row.path))}"/>`,
  ].join('');
  return SITEMAP_LANGUAGES.map(
    (lang) =>
      `<url><loc>${escapeXml(languageHref(siteUrl, row.path, lang))}</loc>${lastmod(row.updatedAt)}${alternates}</url>`,
  );
}

/** How many pages fit in one sitemap file of `maxUrls` entries (each page has an entry per language). */
export function pagesPerFile(maxUrls: number): number {
  return Math.max(1, Math.floor(maxUrls / SITEMAP_LANGUAGES.length));
}

/** A `<urlset>` of the given pages, each in every language. */
export function urlSet(siteUrl: string, rows: readonly SitemapRow[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`,
    ...rows.flatMap((row) => urlEntries(siteUrl, row)),
    '</urlset>',
    '',
  ].join('\n');
}

/** A `<sitemapindex>` of the given sitemap files (site-relative paths). */
export function sitemapIndex(siteUrl: string, parts: readonly SitemapRow[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...parts.map(
      (part) => `<sitemap><loc>${escapeXml(siteHref(siteUrl, part.path))}</loc>${lastmod(part.updatedAt)}</sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The newest of some dates (null when none is known). */
export function newest(rows: readonly SitemapRow[]): Date | null {
  let best: Date | null = null;
  for (const row of rows) if (row.updatedAt && (!best || row.updatedAt > best)) best = row.updatedAt;
  return best;
}

/**
 * Public pages that are not rows of a table: the home page, the lists and
 * the partner pages. Sign-in, cart, account and panel pages are not listed
 * (and robots.txt keeps crawlers out of the private ones).
 */
export const STATIC_PATHS: readonly string[] = [
  '/',
  '/stores',
  '/category',
  '/shopping',
  '/help',
  '/faqs',
  '/contact-us',
  '/pricing',
  '/blog',
  '/cab',
  '/sitemap',
  '/vendor',
  '/vendor/sign-up',
];

/** Help is a page of its own (a static path above), not a staff-edited one. */
export const CONTENT_SLUGS_NOT_LISTED = new Set(['help']);

/** Where a staff-edited page is served: `/<slug>`, the vendor terms among the partner pages. */
export function contentPagePath(slug: string): string {
  return slug === 'vendor-terms-and-conditions' ? '/vendor/terms-and-conditions' : `/${slug}`;
}

/**
 * Paths crawlers are kept out of: panels, the cart and checkout, accounts, the
 * API, demo helpers. Prefixes, as robots.txt reads them (`$` ends a path).
 */
export const DISALLOWED_PATHS: readonly string[] = [
  '/api/',
  '/admin',
  '/vendor/dashboard',
  '/vendor/orders',
  '/vendor/transaction',
  '/vendor/report',
  '/vendor/product',
  '/vendor/sub-category',
  '/vendor/reviews',
  '/vendor/notifications',
  '/vendor/questions',
  '/vendor/store-details',
  '/vendor/chat',
  '/vendor/requests',
  '/vendor/offers',
  '/vendor/delivery-charges',
  '/vendor/vat-rates',
  '/vendor/profile',
  '/vendor/setup-store',
  '/vendor/change-password',
  '/driver',
  '/cart',
  '/checkout',
  // `/payment` and `/order` alone: a bare prefix would also keep out /payment-and-pricing and /orders-and-delivery.
  '/payment$',
  '/payment?',
  '/profile',
  '/wishlist',
  '/notifications',
  '/order$',
  '/order?',
  '/address',
  '/my-rides',
  '/chat',
  '/requests',
  '/dev/',
];

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteHref(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
