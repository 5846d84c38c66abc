import type { FastifyInstance } from 'fastify';
import type { InProcessApi, InProcessResponse } from '@bedesten/core/http/in-process-api';
import { callerLanguage } from '../plugins/language.ts';
import { noteApiAnswer } from '../plugins/page-unavailable.ts';
import { isNoCache } from '../plugins/public-read-cache.ts';

/**
 * The API as the web renderer of this process calls it (ADR 0052): the
 * request goes through Fastify's inject, so every route, hook, limit and
 * validation runs as over HTTP, from a loopback peer (the vouched visitor's
 * address is believed as it is over loopback HTTP). No Accept-Encoding is
 * sent, so nothing is compressed only to be decompressed again.
 *
 * A GET the read cache holds a quiet answer for is answered from it without
 * the route (ADR 0075): what the route would have sent, since a marked read
 * depends only on its URL and language, and a renderer's read is neither
 * limited nor shown who is calling. Its hooks (security headers, vouching,
 * session, limiter) were a third of a rendered page's API cost.
 */
export function createInProcessApi(app: FastifyInstance, baseUrl: string): InProcessApi {
  // The host a loopback HTTP call would name: the same-origin check of cookie writes compares Origin with it.
  const host = new URL(baseUrl).host;
  return async ({ method, url, headers, body, signal }) => {
    signal.throwIfAborted();
    const { 'accept-encoding': _ignored, ...sent } = lowerCased(headers);
    const held = method === 'GET' ? heldAnswer(app, url, sent) : undefined;
    if (held) return held;
    const answer = app.inject({
      method,
      url,
      headers: { ...sent, host },
      remoteAddress: '127.0.0.1',
      ...(body === undefined ? {} : { payload: body }),
    });
    // A page must not wait past its timeout, whatever the route is doing.
    let onAbort = () => {};
    const aborted = new Promise<never>((_resolve, reject) => {
      onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      const response = await Promise.race([answer, aborted]);
      // The page being drawn learns that the service is briefly unavailable, however its loader maps the failure.
      noteApiAnswer(response.statusCode, response.headers['retry-after']);
      return { status: response.statusCode, headers: response.headers, body: response.body };
    } finally {
      // The listener reaches the race, and the race its answer: left on a signal that lives on (a timeout's),
      // every answer (body, request, reply) stays in memory until the signal goes, seconds after the page.
      signal.removeEventListener('abort', onAbort);
    }
  };
}

/** The read cache's quiet answer to this GET, as the route's cache hook would have given it; or undefined. */
function heldAnswer(app: FastifyInstance, url: string, headers: Record<string, string>): InProcessResponse | undefined {
  const cache = app.publicReadCache as FastifyInstance['publicReadCache'] | undefined;
  if (!cache || isNoCache(headers['cache-control'])) return undefined;
  const answer = cache.get(cache.keyFor(languageOf(app, url, headers), url));
  if (!answer?.quiet) return undefined;
  return { status: 200, headers: { 'content-type': answer.contentType, 'x-cache': 'HIT' }, body: answer.body };
}

/** The caller's language as the language plugin reads it from the request inject would have made. */
function languageOf(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const query = url.indexOf('?');
  const named = query === -1 ? [] : new URLSearchParams(url.slice(query + 1)).getAll('lang');
  const cookie = headers['cookie'];
  // One `lang` is a string, as Fastify's query parser gives it; several are an array, which does not count.
  const queryLang = named.length > 1 ? named : named[0];
  return callerLanguage(queryLang, cookie ? app.parseCookie(cookie)['lang'] : undefined, headers['accept-language']);
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
