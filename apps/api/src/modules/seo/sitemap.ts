import { DEFAULT_LANGUAGE } from '@bedesten/core/i18n/languages';
import type { SitemapRow } from './seo.repository.ts';

/**
 * sitemaps.org 0.9 documents. Every URL names its English and Turkish
 * versions (`xhtml:link rel="alternate" hreflang`): the site switches
 * language with `?lang=en|tr` (web `lib/language.ts`). English, the default,
 * lives at the URL without `lang` (what crawlers are served), which is also
 * the `x-default`; each language version is its own canonical (web `lib/meta.ts`).
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

function urlEntry(siteUrl: string, row: SitemapRow): string {
  const alternates = [
    ...SITEMAP_LANGUAGES.map(
      (lang) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(siteHref(siteUrl, row.path, lang === DEFAULT_LANGUAGE ? undefined : lang))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteHref(siteUrl, row.path))}"/>`,
  ];
  return `<url><loc>${escapeXml(siteHref(siteUrl, row.path))}</loc>${lastmod(row.updatedAt)}${alternates.join('')}</url>`;
}

/** A `<urlset>` of the given pages. */
export function urlSet(siteUrl: string, rows: readonly SitemapRow[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`,
    ...rows.map((row) => urlEntry(siteUrl, row)),
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
  '/vendor',
  '/vendor/sign-up',
];

/**
 * Staff-edited pages whose route is not `/<slug>` or is not public: the
 * vendor terms live inside the vendor panel (signed in), help is a static path.
 */
export const CONTENT_SLUGS_NOT_LISTED = new Set(['vendor-terms-and-conditions', 'help']);

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
  '/vendor/terms-and-conditions',
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
