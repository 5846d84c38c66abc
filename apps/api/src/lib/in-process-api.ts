import type { FastifyInstance } from 'fastify';
import type { InProcessApi } from '@bedesten/core/http/in-process-api';

/**
 * The API as the web renderer of this process calls it (ADR 0052): the
 * request goes through Fastify's inject, so every route, hook, limit and
 * validation runs as over HTTP, from a loopback peer (the vouched visitor's
 * address is believed as it is over loopback HTTP). No Accept-Encoding is
 * sent, so nothing is compressed only to be decompressed again.
 */
export function createInProcessApi(app: FastifyInstance, baseUrl: string): InProcessApi {
  // The host a loopback HTTP call would name: the same-origin check of cookie writes compares Origin with it.
  const host = new URL(baseUrl).host;
  return async ({ method, url, headers, body, signal }) => {
    signal.throwIfAborted();
    const { 'accept-encoding': _ignored, ...sent } = lowerCased(headers);
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
      return { status: response.statusCode, headers: response.headers, body: response.body };
    } finally {
      // The listener reaches the race, and the race its answer: left on a signal that lives on (a timeout's),
      // every answer (body, request, reply) stays in memory until the signal goes, seconds after the page.
      signal.removeEventListener('abort', onAbort);
    }
  };
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
