import type { FastifyRequest } from 'fastify';
import { pageCookiesOf } from '@bedesten/core/http/page-cookies';

/**
 * A few seconds' memory of shareable pages (ADR 0052), so a burst of
 * signed-out visitors on one page costs one render. A page is its document
 * or its data for a client navigation (`.data`, ADR 0070): both are keyed by
 * their URL. Only requests whose cookies are all page cookies (the language
 * and cookie-consent choices, ADR 0069) are looked up, and only answers the
 * renderer marked public (no session, no Set-Cookie) are kept, so no one's
 * page reaches another. The key holds everything a signed-out page depends
 * on: the URL (with `?lang=`), the origin it was asked at, Accept-Language,
 * those cookies' values and whether the visitor is on this computer (demo
 * helpers). Any successful write on this instance that may change public
 * data (public-data-writes.ts, ADR 0072) empties it before its answer leaves
 * (the app's onSend hook), and a page whose rendering began
 * before that write is not kept after it, so a change shows at once here; with Redis, a write on
 * another instance empties it too (lib/cache-fan-out.ts, ADR 0060).
 * Requests for a page that is being drawn wait for that render rather than
 * drawing it again, so a burst on a page just expired or just emptied costs
 * one render (ADR 0072).
 */

const TTL_MS = 5_000;
/** About 100 KB a page: a few MB at most. */
const MAX_PAGES = 64;

export interface CachedPage {
  headers: [string, string][];
  html: string;
  /** The CSP nonce the page was rendered with, swapped for each response's own. */
  nonce: string | undefined;
  /** Its ETag (page-etag.ts), the same whatever the nonce: made once, not for every visitor it is sent to. */
  etag: string;
  storedAt: number;
}

/** A page as any visitor may get it: what the cache keeps, or a render others waited for. */
export type SharedPage = Omit<CachedPage, 'storedAt'>;

export interface PageMicroCache {
  /** `cookie`: the Cookie header the page is rendered with (a shared page's lacks the session's). */
  keyOf(request: FastifyRequest, cookie: string | undefined): string | undefined;
  get(key: string): CachedPage | undefined;
  /** Keeps a page, unless something changed since `generation` (read when its rendering began). */
  set(key: string, page: SharedPage, generation: number): void;
  /**
   * The render of `key` under way since the last clear, if any: a request that finds no page waits for that
   * one instead of drawing the same page again (a burst on an expired page costs one render, not one each).
   * It resolves to the page, or to undefined when the render made none to share (the follower draws its own).
   */
  follow(key: string): Promise<SharedPage | undefined> | undefined;
  /** This request draws `key`; whoever follows it gets what `done` hands over (call it once, always). */
  lead(key: string): (page: SharedPage | undefined) => void;
  /** Forgets every page (something changed). */
  clear(): void;
  /** Moves on with every clear: a page rendered from what was there before is not kept after it. */
  readonly generation: number;
  readonly size: number;
}

export function createPageMicroCache(now: () => number = Date.now): PageMicroCache {
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<SharedPage | undefined>>();
  let generation = 0;
  return {
    keyOf(request, cookie) {
      if (request.method !== 'GET') return undefined;
      if (request.url.startsWith('/__manifest')) return undefined;
      const cookies = pageCookiesOf(cookie);
      if (cookies === undefined) return undefined;
      // Parts joined by newlines, which none of them can hold.
      return [
        request.clientTrusted ? 1 : 0,
        request.headers['accept-language'] ?? '',
        cookies,
        // The page's canonical links name the origin it was asked of when PUBLIC_URL is unset.
        `${request.protocol}://${request.host}`,
        request.url,
      ].join('\n');
    },
    get(key) {
      const page = pages.get(key);
      if (page && now() - page.storedAt < TTL_MS) return page;
      if (page) pages.delete(key);
      return undefined;
    },
    set(key, page, since) {
      if (since !== generation) return;
      pages.delete(key);
      const at = now();
      pages.set(key, { ...page, storedAt: at });
      // Maps keep insertion order: the first key is the oldest page. Pages past their time go whether or not
      // anyone asks again, then the oldest while there are too many.
      for (const [oldest, kept] of pages) {
        if (at - kept.storedAt < TTL_MS && pages.size <= MAX_PAGES) break;
        pages.delete(oldest);
      }
    },
    follow(key) {
      return rendering.get(key);
    },
    lead(key) {
      let hand!: (page: SharedPage | undefined) => void;
      const render = new Promise<SharedPage | undefined>((resolve) => (hand = resolve));
      rendering.set(key, render);
      return (page) => {
        if (rendering.get(key) === render) rendering.delete(key);
        hand(page);
      };
    },
    clear() {
      generation += 1;
      pages.clear();
      // A request that comes after a write must not wait for a page drawn from what was there before it.
      rendering.clear();
    },
    get generation() {
      return generation;
    },
    get size() {
      return pages.size;
    },
  };
}

/** The cached HTML with this response's nonce in place of the one it was rendered with. */
export function withNonce(page: SharedPage, nonce: string | undefined): string {
  if (!page.nonce || !nonce || page.nonce === nonce) return page.html;
  return page.html.replaceAll(`nonce="${page.nonce}"`, `nonce="${nonce}"`);
}
