import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@bedesten/core/i18n/languages';
import { OPEN_GRAPH_LOCALES } from '@bedesten/core/i18n/locales';
import { message } from '~/lib/messages.ts';
import type { MetaDescriptor } from 'react-router';
import { translator } from './i18n.ts';
import { findPage, isIndexable, pageNamespace } from './pages.ts';

export const SITE_NAME = 'Bedesten';

/** The subset of a meta match this helper reads. */
type MatchLike = { id: string; loaderData?: unknown; pathname?: string } | undefined;

/** The language chosen by the root loader, read from the route matches. */
export function languageFromMatches(matches: readonly MatchLike[]): Language {
  const root = matches.find((match) => match?.id === 'root');
  const data = root?.loaderData as { lang?: unknown } | undefined;
  return isLanguage(data?.lang) ? data.lang : DEFAULT_LANGUAGE;
}

/** The site's absolute address chosen by the root loader (PUBLIC_URL or the request's origin), or null. */
export function siteUrlFromMatches(matches: readonly MatchLike[]): string | null {
  const root = matches.find((match) => match?.id === 'root');
  const data = root?.loaderData as { siteUrl?: unknown } | undefined;
  return typeof data?.siteUrl === 'string' && data.siteUrl ? data.siteUrl : null;
}

/** The path of the page being rendered (the deepest match). */
function pathFromMatches(matches: readonly MatchLike[]): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const pathname = matches[i]?.pathname;
    if (pathname) return pathname;
  }
  return '/';
}

/** `path` (site-relative, may carry a query) on the site, with `lang` set when given. */
export function absoluteUrl(siteUrl: string, path: string, lang?: Language): string {
  const url = new URL(path, `${siteUrl}/`);
  url.searchParams.delete('lang');
  if (lang) url.searchParams.set('lang', lang);
  return url.href;
}

export interface Crumb {
  name: string;
  /** Site-relative link; the last crumb (the page itself) may have none. */
  to?: string;
}

/** schema.org BreadcrumbList of site-relative crumbs. */
export function breadcrumbListLd(siteUrl: string, crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.to ? { item: absoluteUrl(siteUrl, crumb.to) } : {}),
    })),
  };
}

/** schema.org Organization of the marketplace itself (the home page). */
export function organizationLd(siteUrl: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/logo-512.png'),
    description,
    areaServed: { '@type': 'Country', name: 'Cyprus' },
  };
}

/** "<Page> · Bedesten" */
export function documentTitle(page: string): string {
  return `${page} · ${SITE_NAME}`;
}

export interface MetaOptions {
  /** Ask crawlers not to index the page (private and error pages). */
  noindex?: boolean;
  /** Extra descriptors, e.g. JSON-LD. */
  extra?: MetaDescriptor[];
  /**
   * The page's absolute address without `lang`: the canonical link, `og:url`
   * and the hreflang alternates (en, tr, x-default) of an indexable page.
   */
  url?: string;
  /** An absolute picture for link previews (Open Graph and Twitter cards). */
  image?: string;
  /** The Open Graph type: `website` unless the page is a blog post (`article`) or a product (`product`). */
  type?: 'website' | 'article' | 'product';
}

/**
 * The address of `url` in `lang`: the default language lives at the plain
 * URL (what crawlers, who send no language, are served), the others at
 * `?lang=`. Each language version names itself as canonical, so a Turkish
 * page never points search engines at the English one (ADR 0048).
 */
export function languageUrl(url: string, lang: Language): string {
  return lang === DEFAULT_LANGUAGE ? absoluteUrl(url, url) : absoluteUrl(url, url, lang);
}

/** Canonical link, hreflang alternates and `og:url` of an indexable page at `url`, shown in `lang`. */
function addressTags(url: string, lang: Language): MetaDescriptor[] {
  const canonical = languageUrl(url, lang);
  return [
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...LANGUAGES.map((other) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: other,
      href: languageUrl(url, other),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(url, url) },
    { property: 'og:url', content: canonical },
  ];
}

/** The site's 1200 × 630 card (apps/web/public), for pages without a picture of their own. */
const DEFAULT_SHARE_IMAGE = '/og-default.png';
const DEFAULT_SHARE_IMAGE_SIZE: MetaDescriptor[] = [
  { property: 'og:image:width', content: '1200' },
  { property: 'og:image:height', content: '630' },
  { property: 'og:image:alt', content: SITE_NAME },
];

/** Title, description and Open Graph tags from already translated strings. */
export function metaTags(
  lang: Language,
  title: string,
  description: string,
  options: MetaOptions = {},
): MetaDescriptor[] {
  const full = documentTitle(title);
  const other = LANGUAGES.filter((l) => l !== lang);
  // A shared link always gets a picture: the page's own, else the site's card (only where the page is public).
  const image =
    options.image ?? (options.url && !options.noindex ? new URL(DEFAULT_SHARE_IMAGE, options.url).href : null);
  return [
    { title: full },
    { name: 'description', content: description },
    ...(options.url && !options.noindex ? addressTags(options.url, lang) : []),
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:title', content: full },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: OPEN_GRAPH_LOCALES[lang] },
    ...other.map((l) => ({ property: 'og:locale:alternate', content: OPEN_GRAPH_LOCALES[l] })),
    ...(image ? [{ property: 'og:image', content: image }] : []),
    ...(image && !options.image ? DEFAULT_SHARE_IMAGE_SIZE : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: full },
    { name: 'twitter:description', content: description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(options.extra ?? []),
  ];
}

/**
 * Public information pages that get a BreadcrumbList (Home › page); the
 * catalogue pages (store, product) build their own deeper trail.
 */
const BREADCRUMB_PAGES = new Set([
  'category',
  'help',
  'faqs',
  'contact-us',
  'contact',
  'pricing',
  'about-us',
  'terms-and-conditions',
  'privacy-policy',
  'returns-and-refunds',
  'orders-and-delivery',
  'payment-and-pricing',
  'modern-slavery-statement',
  'accessibility',
  'protection-of-intellectual-property',
  'blog',
  'blog-details',
  'sitemap',
  'vendor',
]);

/** Pages whose query says which thing they show (`/blog/details?post=<slug>`): the route passes `path`. */
const PAGES_NAMED_BY_QUERY = new Set(['blog-details']);

export interface PageMetaOptions extends MetaOptions {
  /** The canonical path when it is not the URL's path alone (e.g. `/blog/details?post=<slug>`). */
  path?: string;
  /** The page's breadcrumb trail, from Home; the default is Home › (Blog ›) the page. */
  crumbs?: Crumb[];
  /** The page's own title and description when they are not the page table's (a blog post). */
  title?: string;
  description?: string;
}

/**
 * The meta tags of a page of lib/pages.ts, translated in the request's
 * language: `pages:<key>.title` / `.description` (or `panel:` for the panels).
 * Indexable pages get a canonical link (the site's address from the root
 * loader), hreflang alternates, `og:url`, and on the home page the
 * Organization JSON-LD; information pages a BreadcrumbList.
 */
export function pageMeta(matches: readonly MatchLike[], key: string, options: PageMetaOptions = {}): MetaDescriptor[] {
  const lang = languageFromMatches(matches);
  const t = translator(lang);
  const page = findPage(key);
  const ns = page ? pageNamespace(page) : 'pages';
  const { path, crumbs, title: ownTitle, description: ownDescription, ...rest } = options;
  const title = ownTitle ?? t(`${ns}:${key}.title`);
  const description = ownDescription ?? t(`${ns}:${key}.description`);
  const noindex = rest.noindex ?? (page ? !isIndexable(page) : true);
  const siteUrl = siteUrlFromMatches(matches);
  const extra: MetaDescriptor[] = [...(rest.extra ?? [])];
  let url = rest.url;
  if (siteUrl && !noindex) {
    const here = path ?? (page && !page.path.includes(':') ? page.path : pathFromMatches(matches));
    // A page whose query names what it shows has no canonical address unless the route gives it.
    if (path || !PAGES_NAMED_BY_QUERY.has(key)) url ??= absoluteUrl(siteUrl, here);
    if (key === 'home') extra.push({ 'script:ld+json': organizationLd(siteUrl, description) });
    if (crumbs || BREADCRUMB_PAGES.has(key)) {
      const trail = crumbs ?? [
        { name: t('catalogue:crumbs.home'), to: '/' },
        ...(key === 'blog-details' ? [{ name: t('pages:blog.title'), to: '/blog' }] : []),
        { name: title, to: here },
      ];
      extra.push({ 'script:ld+json': breadcrumbListLd(siteUrl, trail) });
    }
  }
  return metaTags(lang, title, description, { ...rest, noindex, extra, ...(url ? { url } : {}) });
}

/** Meta tags of the not-found and error pages. */
export function errorMeta(matches: readonly MatchLike[], status: number): MetaDescriptor[] {
  const lang = languageFromMatches(matches);
  const t = translator(lang);
  if (status === 404)
    return metaTags(lang, t('errors.notFoundTitle'), t('errors.notFoundDescription'), { noindex: true });
  if (status === 403) return metaTags(lang, message('forbidden', lang), t('errors.forbiddenText'), { noindex: true });
  return metaTags(lang, t('errors.serverErrorTitle'), t('errors.serverErrorText'), { noindex: true });
}
