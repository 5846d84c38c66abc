import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '@bedesten/core/messages/catalogue';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { statusPage } from './status-page.ts';

/**
 * A page whose data the API could not give because the service is briefly
 * unavailable (the database is down, the server sheds load) answers 503 with
 * `Retry-After` and says so in the visitor's language, whatever status the
 * page's own loader chose for a failed call (ADR 0087). The renderer calls
 * the API in-process (ADR 0052); each page render runs in a scope that the
 * in-process API marks when one of its answers is a 503.
 */
interface RenderScope {
  /** The longest Retry-After of a 503 the page's API calls got; undefined: none. */
  retryAfterSeconds: number | undefined;
}

const scopes = new AsyncLocalStorage<RenderScope>();

/** Runs one page render in its own scope; answers what it answered and the Retry-After of any 503 met meanwhile. */
export async function renderNoting503<T>(render: () => Promise<T>): Promise<{ result: T; unavailable?: number }> {
  const scope: RenderScope = { retryAfterSeconds: undefined };
  const result = await scopes.run(scope, render);
  return scope.retryAfterSeconds === undefined ? { result } : { result, unavailable: scope.retryAfterSeconds };
}

/** The in-process API tells the page being rendered (if any) what one of its calls was answered. */
export function noteApiAnswer(status: number, retryAfter: unknown): void {
  const scope = scopes.getStore();
  if (!scope || status !== 503) return;
  const seconds = Number(retryAfter);
  const wait = Number.isInteger(seconds) && seconds > 0 ? seconds : UNAVAILABLE_RETRY_AFTER_SECONDS;
  scope.retryAfterSeconds = Math.max(scope.retryAfterSeconds ?? 0, wait);
}

export const unavailablePage = (lang: Language) =>
  statusPage(lang, 503, message('service_unavailable_title', lang), message('service_unavailable', lang));

/** A client navigation's data (`/path.data`), which the browser's router decodes itself: its body is left alone. */
export const isPageData = (url: string) => {
  const query = url.indexOf('?');
  return (query === -1 ? url : url.slice(0, query)).endsWith('.data');
};

/** Answers 503, `Retry-After` and the unavailable page (an empty body to a HEAD). */
export function sendUnavailablePage(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .status(503)
    .header('retry-after', String(retryAfterSeconds))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(request.method === 'HEAD' ? '' : unavailablePage(request.lang));
}
