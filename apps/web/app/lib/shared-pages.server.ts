import type { MiddlewareFunction } from 'react-router';
import { readCookie } from './language.ts';
import { PAGES } from './pages.ts';

/**
 * Public pages a shared cache (a CDN, the browser) may keep when rendered
 * for a signed-out visitor (ADR 0052): the catalogue, stores, products and
 * the content pages. Rendered without a session they hold nothing of one
 * person: no name, no cart count (a guest's cart lives in the browser and is
 * drawn after hydration), no token. Everything else keeps today's headers.
 */
const SHARED_PAGE_KEYS = new Set([
  'home',
  'stores',
  'store-detail',
  'product-detail',
  'category',
  'sub-category',
  'brands-collection',
  'collection',
  'shopping',
  'help',
  'contact-us',
  'contact',
  'orders-and-delivery',
  'payment-and-pricing',
  'returns-and-refunds',
  'faqs',
  'terms-and-conditions',
  'privacy-policy',
  'accessibility',
  'about-us',
  'blog',
  'blog-details',
  'pricing',
]);

const SHARED_PATTERNS = new Set(PAGES.filter((page) => SHARED_PAGE_KEYS.has(page.key)).map((page) => page.path));

/** The API's session cookie (ADR 0010); its presence alone makes a page personal. */
const SESSION_COOKIE = 'bedesten_session';

/**
 * A minute in a shared cache, then served stale for five more while it is
 * fetched again: a price or stock change shows within a minute, and the
 * browser itself always asks again (max-age=0) and gets a 304 when nothing changed.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** Whether a page answer (document or navigation data) may be kept by shared caches, given its request and the matched route's pattern. */
export function isSharedPage(request: Request, pattern: string, response: Response): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!SHARED_PATTERNS.has(pattern)) return false;
  if (readCookie(request.headers.get('cookie'), SESSION_COOKIE)) return false;
  if (response.status !== 200 || response.headers.has('set-cookie')) return false;
  if (response.headers.get('cache-control')) return false;
  const type = response.headers.get('content-type') ?? '';
  // The document, or its data for a client navigation (`.data`, turbo-stream): the same
  // loaders' answers for the same visitor, so what makes one shareable makes the other (ADR 0070).
  return type.startsWith('text/html') || type.startsWith('text/x-script');
}

/** Root middleware: marks a signed-out visitor's public page as shareable; the API process adds its ETag. */
export const sharedPageMiddleware: MiddlewareFunction<Response> = async ({ request, pattern }, next) => {
  const response = await next();
  if (isSharedPage(request, pattern, response)) {
    try {
      response.headers.set('Cache-Control', SHARED_CACHE_CONTROL);
    } catch {
      // Immutable headers (a fetched Response): leave the answer as it is.
    }
  }
  return response;
};
