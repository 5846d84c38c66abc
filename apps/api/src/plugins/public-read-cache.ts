import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '@bedesten/core/i18n/languages';
import { changedPublicData, isWrite } from './public-data-writes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public catalogue read whose answer depends only on its URL and the
     * caller's language: any caller may be answered from the read cache
     * (ADR 0055, 0065). Its handler sees every caller as anonymous
     * (`request.actor` is null there), so it cannot make an answer that is
     * one person's. `onHit` does what the handler would have done beside
     * answering (a store page counts a visit).
     */
    publicRead?: boolean | { onHit: (request: FastifyRequest) => void };
  }
}

/**
 * A few seconds' memory of public catalogue answers (ADR 0055), the API's
 * counterpart of the page micro-cache: a burst of visitors on the home page,
 * a list or a product costs one query and one serialisation, not one each.
 *
 * Only GETs of routes marked `publicRead` are kept, and only 200 answers.
 * The key is the language and the URL, which is everything such an answer
 * depends on: a signed-in caller shares it (ADR 0065), because the route's
 * handler is never shown who is calling. A caller sending
 * `Cache-Control: no-cache` is answered afresh (and refreshes the entry).
 * Any successful write on this instance that may change public data empties it (the app's onSend hook, ADR 0072),
 * and an answer read before that write is not kept after it (generations);
 * with Redis, a write on another instance empties it too (lib/cache-fan-out.ts, ADR 0060).
 */
const MAX_ENTRIES = 1_000;
/** A list of 100 product cards is ~60 KB: anything far bigger is not worth holding. */
const MAX_BYTES = 512 * 1024;
/**
 * All answers together, in characters (a Turkish answer's string takes two
 * bytes a character in V8's heap). A thousand 100-card lists would otherwise
 * be up to 120 MB of a heap capped at 112 MB (package.json, issue 16).
 */
export const READ_CACHE_MAX_CHARS = 6_000_000;

/** Whether a request asks past every cache (`Cache-Control: no-cache`, a hard reload): answered afresh, then kept again. */
export function asksForFresh(request: FastifyRequest): boolean {
  return isNoCache(request.headers['cache-control']);
}

/** Whether a Cache-Control header asks past every cache. */
export function isNoCache(cacheControl: string | undefined): boolean {
  return /\bno-cache\b/.test(cacheControl ?? '');
}

export interface CachedAnswer {
  body: string;
  contentType: string;
  storedAt: number;
  /** Whether a hit does nothing but answer (its route has no `onHit`), so it may be given without the route. */
  quiet: boolean;
}

export interface PublicReadCache {
  keyOf(request: FastifyRequest): string | undefined;
  /** The key `keyOf` gives a GET of a marked route at `url` (path and query, as sent) in `lang`. */
  keyFor(lang: Language, url: string): string;
  get(key: string): CachedAnswer | undefined;
  /** Keeps an answer, unless something changed since `generation` (when its request arrived). */
  set(key: string, body: string, contentType: string, generation: number, quiet?: boolean): void;
  /** Forgets every answer (something changed). */
  clear(): void;
  /** How many times it was emptied: a request notes it on arrival. */
  readonly generation: number;
  readonly size: number;
  /** The characters of all answers held. */
  readonly chars: number;
}

export function createPublicReadCache(ttlMs: number, now: () => number = Date.now): PublicReadCache {
  const answers = new Map<string, CachedAnswer>();
  let generation = 0;
  let chars = 0;
  const forget = (key: string) => {
    const answer = answers.get(key);
    if (!answer) return;
    chars -= answer.body.length;
    answers.delete(key);
  };
  const keyFor = (lang: Language, url: string) => `${lang} ${url}`;
  return {
    keyOf(request) {
      if (ttlMs <= 0 || request.method !== 'GET' || !request.routeOptions.config.publicRead) return undefined;
      return keyFor(request.lang, request.url);
    },
    keyFor,
    get(key) {
      const answer = answers.get(key);
      if (answer && now() - answer.storedAt < ttlMs) return answer;
      forget(key);
      return undefined;
    },
    set(key, body, contentType, since, quiet = true) {
      if (since !== generation || body.length > MAX_BYTES) return;
      forget(key);
      const at = now();
      answers.set(key, { body, contentType, storedAt: at, quiet });
      chars += body.length;
      // Maps keep insertion order: the first key is the oldest answer. Answers past their time go, whether
      // or not anyone asks again (a product page asked once would otherwise stay until pushed out), then the
      // oldest while the cache is over either bound.
      for (const [oldest, answer] of answers) {
        if (at - answer.storedAt < ttlMs && answers.size <= MAX_ENTRIES && chars <= READ_CACHE_MAX_CHARS) break;
        forget(oldest);
      }
    },
    clear() {
      generation += 1;
      answers.clear();
      chars = 0;
    },
    get generation() {
      return generation;
    },
    get size() {
      return answers.size;
    },
    get chars() {
      return chars;
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The read cache's generation when this request arrived; -1 once answered from it. */
    readCacheGeneration: number;
  }
  interface FastifyInstance {
    /** The read cache, for the renderer's in-process calls (lib/in-process-api.ts). */
    publicReadCache: PublicReadCache;
  }
}

/**
 * Serves marked public reads from `cache` and keeps their answers (`X-Cache`
 * says which); empties it when a write that may change public data
 * succeeds (public-data-writes.ts), before that write's answer leaves, so
 * whoever made the change reads it next.
 *
 * A hit is answered from a hook of the route itself: route hooks run after
 * every app-wide one (the session is read, so a signed-in caller's budget is
 * his account's) and after the rate limiter's, which this plugin follows, so a
 * hit is counted like any read. The handler of a marked route is then shown
 * an anonymous caller.
 */
export const publicReadCachePlugin = fp(
  async (app: FastifyInstance, { cache }: { cache: PublicReadCache }) => {
    app.decorateRequest('readCacheGeneration', 0);
    app.decorate('publicReadCache', cache);
    app.addHook('onRequest', async (request) => {
      request.readCacheGeneration = cache.generation;
    });
    const answerFromCache = async (request: FastifyRequest, reply: FastifyReply) => {
      const key = cache.keyOf(request);
      if (key === undefined || asksForFresh(request)) return;
      const answer = cache.get(key);
      if (!answer) return;
      request.readCacheGeneration = -1;
      const { publicRead } = request.routeOptions.config;
      if (typeof publicRead === 'object') publicRead.onHit(request);
      return reply.header('x-cache', 'HIT').type(answer.contentType).send(answer.body);
    };
    const asAnonymous = async (request: FastifyRequest) => {
      request.actor = null;
    };
    app.addHook('onRoute', (route) => {
      if (!route.config?.publicRead) return;
      route.onRequest = [...hooksOf(route.onRequest), answerFromCache];
      route.preHandler = [...hooksOf(route.preHandler), asAnonymous];
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (isWrite(request)) {
        if (changedPublicData(request, reply)) cache.clear();
        return payload;
      }
      if (request.readCacheGeneration === -1) return payload;
      const key = cache.keyOf(request);
      if (key === undefined) return payload;
      reply.header('x-cache', 'MISS');
      if (reply.statusCode === 200 && typeof payload === 'string') {
        const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        const quiet = typeof request.routeOptions.config.publicRead !== 'object';
        cache.set(key, payload, type, request.readCacheGeneration, quiet);
      }
      return payload;
    });
  },
  { name: 'public-read-cache', dependencies: ['language'] },
);

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
