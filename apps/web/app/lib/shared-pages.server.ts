import type { MiddlewareFunction } from 'react-router';
import { SESSION_COOKIE } from '@bedesten/core/http/session-cookies';
import { SHARED_PAGE_PATHS } from '@bedesten/core/http/shared-pages';
import { readCookie } from './language.ts';

/**
 * Public pages a shared cache (a CDN, the browser) may keep (ADR 0052):
 * the catalogue, stores, products and the content pages, rendered for no
 * one whoever asks (ADR 0071; the API process drops the session's cookies
 * before they reach the renderer). They hold nothing of one person: no name,
 * no cart count, no token; the browser draws those after hydration.
 */
const SHARED_PATTERNS: ReadonlySet<string> = new Set(SHARED_PAGE_PATHS);

/** Whether a route pattern is a shared page's. */
export function isSharedPattern(pattern: string): boolean {
  return SHARED_PATTERNS.has(pattern);
}

/**
 * A minute in a shared cache; the browser itself always asks again
 * (max-age=0) and gets a 304 when nothing changed. Serving a stale copy while
 * fetching a fresh one (stale-while-revalidate) is for CDNs alone: a browser
 * doing it would show its own write undone (a question just asked, a cart
 * just changed) on the page's next data request (ADR 0071).
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
/** What a CDN honouring RFC 9213 keeps: a minute, then served stale for five more while it is fetched again. */
export const SHARED_CDN_CACHE_CONTROL = 'max-age=60, stale-while-revalidate=300';

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
      response.headers.set('CDN-Cache-Control', SHARED_CDN_CACHE_CONTROL);
    } catch {
      // Immutable headers (a fetched Response): leave the answer as it is.
    }
  }
  return response;
};
