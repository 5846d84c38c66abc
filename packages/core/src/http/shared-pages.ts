import { SESSION_COOKIE, SIGNED_IN_COOKIE } from './session-cookies.ts';

/**
 * The public pages every visitor gets the same copy of (ADR 0052, 0071): the
 * catalogue, stores, products and the content pages. They are rendered
 * without a session, whoever asks: a signed-in visitor's name, cart count,
 * wishlist and the like are drawn in the browser after hydration. So one
 * render serves everyone, from the page micro-cache or a CDN.
 *
 * The paths are the web app's route patterns (apps/web/app/lib/pages.ts);
 * `:name` stands for one path segment.
 */
export const SHARED_PAGE_PATHS: readonly string[] = [
  '/',
  '/stores',
  '/stores/:storeSlug',
  '/stores/:storeSlug/:productSlug',
  '/category',
  '/sub-category',
  '/brands/collection',
  '/collection',
  '/shopping',
  '/help',
  '/contact-us',
  '/contact',
  '/orders-and-delivery',
  '/payment-and-pricing',
  '/returns-and-refunds',
  '/faqs',
  '/terms-and-conditions',
  '/privacy-policy',
  '/accessibility',
  '/about-us',
  '/blog',
  '/blog/details',
  '/pricing',
  '/sitemap',
];

const exact = new Set(SHARED_PAGE_PATHS.filter((path) => !path.includes(':')));
const withParams = SHARED_PAGE_PATHS.filter((path) => path.includes(':')).map((path) => path.split('/'));

/**
 * Whether a request path (no query) is a shared page, as a document or as its
 * data for a client navigation (`/stores/x.data`, `/_.data` for `/`).
 */
export function isSharedPagePath(pathname: string): boolean {
  let path = pathname;
  // As React Router reads a data request's path (getNormalizedPath): `/_.data` is `/`.
  if (path.endsWith('/_.data')) path = path.slice(0, -'_.data'.length);
  else if (path.endsWith('.data')) path = path.slice(0, -'.data'.length);
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (exact.has(path)) return true;
  const segments = path.split('/');
  return withParams.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])),
  );
}

/** A Cookie header without the session's two cookies (undefined when nothing is left). */
export function withoutSessionCookies(cookieHeader: string | undefined): string | undefined {
  if (cookieHeader === undefined) return undefined;
  const kept = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((pair) => {
      if (!pair) return false;
      const name = pair.slice(0, pair.includes('=') ? pair.indexOf('=') : pair.length).trim();
      return name !== SESSION_COOKIE && name !== SIGNED_IN_COOKIE;
    });
  return kept.length ? kept.join('; ') : undefined;
}
