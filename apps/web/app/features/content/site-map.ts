import { findPage, pageNamespace } from '~/lib/pages.ts';

/**
 * The people's sitemap (`/sitemap`, SPEC.md §2 "sitemap"): the public pages a
 * visitor can open without signing in, by theme (no React, no I/O). The
 * categories and their stores come from `GET /api/site-map`.
 */
export const SITE_MAP_GROUPS = [
  { heading: 'shopping', keys: ['home', 'stores', 'category', 'shopping', 'cab', 'blog'] },
  {
    heading: 'help',
    keys: ['help', 'faqs', 'contact-us', 'orders-and-delivery', 'payment-and-pricing', 'returns-and-refunds'],
  },
  {
    heading: 'legal',
    keys: [
      'terms-and-conditions',
      'privacy-policy',
      'modern-slavery-statement',
      'accessibility',
      'protection-of-intellectual-property',
    ],
  },
  { heading: 'company', keys: ['about-us', 'pricing'] },
  { heading: 'partners', keys: ['vendor', 'vendor-sign-up', 'vendor-sign-in', 'vendor-terms-and-conditions'] },
] as const;

export interface SiteMapLink {
  key: string;
  path: string;
  /** The page's title in its namespace (`pages:` or `panel:`). */
  labelKey: string;
}

/** The links of one group, each labelled with its page's own title. */
export function siteMapLinks(keys: readonly string[]): SiteMapLink[] {
  return keys.map((key) => {
    const page = findPage(key);
    if (!page) throw new Error(`Unknown page on the site map: ${key}`);
    return { key, path: page.path, labelKey: `${pageNamespace(page)}:${key}.title` };
  });
}

/** A category's store list (`/stores?category=<slug>`). */
export function categoryStoresPath(slug: string): string {
  return `/stores?category=${encodeURIComponent(slug)}`;
}
