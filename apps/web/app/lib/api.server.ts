import { inProcessApiFor, type InProcessResponse } from '@bedesten/core/http/in-process-api';
import { FORWARDED_INTERNAL_HEADERS } from '@bedesten/core/http/internal-headers';
import { LANG_COOKIE } from '@bedesten/core/http/page-cookies';
import { buildApiUrl, type ApiErrorBody, type ApiResult, type Query } from './api-client.ts';

/**
 * Calls from server-side loaders and actions to the API, by its HTTP contract
 * (DESIGN.md §2, ADR 0052): in-process through the API's own router when the
 * API runs in this process and INTERNAL_API_URL names it (the default
 * `npm start`), over HTTP otherwise (dev mode with Vite). The person's cookie
 * and language go along, so the API sees the same session and answers in the
 * same language. Set-Cookie headers of the answer are returned for the caller
 * to pass on to the browser.
 */

export function internalApiUrl(): string {
  return (process.env.INTERNAL_API_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
}

export interface ServerCallOptions {
  /** The language chosen for the page; overrides the browser's Accept-Language. */
  lang?: string;
  /** Milliseconds before the call is abandoned (a page must not hang on the API). */
  timeoutMs?: number;
}

export type ServerApiResult<T> = ApiResult<T> & { setCookies: string[] };

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function forwardedHeaders(request: Request, options: ServerCallOptions): Headers {
  // Identity: compressing an answer that is read on this machine costs CPU for nothing.
  const headers = new Headers({ Accept: 'application/json', 'Accept-Encoding': 'identity' });
  const cookie = request.headers.get('cookie');
  const sent = cookie && options.lang ? withoutCookie(cookie, LANG_COOKIE) : cookie;
  if (sent) headers.set('Cookie', sent);
  const language = options.lang ?? request.headers.get('accept-language');
  if (language) headers.set('Accept-Language', language);
  const userAgent = request.headers.get('user-agent');
  if (userAgent) headers.set('User-Agent', userAgent);
  // The visitor's address as the API process vouched for it, so limits apply per person.
  for (const name of FORWARDED_INTERNAL_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // The API refuses cookie writes from foreign origins. This call comes from
  // our own renderer, whose incoming form posts already carry no cookie when
  // cross-site (SameSite=Lax), so it names the API's own origin.
  headers.set('Origin', new URL(internalApiUrl()).origin);
  return headers;
}

/**
 * A Cookie header without one cookie. The API reads the `lang` cookie before
 * Accept-Language, and the cookie still holds the language of the visit
 * before when a page is opened with `?lang=` (the page sets the new one only
 * in its answer): kept, a Turkish page's reads would come back in English.
 */
function withoutCookie(header: string, name: string): string {
  return header
    .split(';')
    .filter((part) => part.split('=', 1)[0]!.trim() !== name)
    .join(';')
    .trim();
}

interface RawAnswer {
  status: number;
  setCookies: string[];
  text: string;
}

async function overHttp(
  url: string,
  init: { method: string; headers: Headers; body: string | null; signal: AbortSignal },
): Promise<RawAnswer> {
  const response = await fetch(`${internalApiUrl()}${url}`, { ...init, redirect: 'manual' });
  const setCookies = response.headers.getSetCookie();
  const text = await response.text().catch(() => '');
  return { status: response.status, setCookies, text };
}

function setCookiesOf(headers: InProcessResponse['headers']): string[] {
  const value = headers['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [String(value)];
}

async function call<T>(
  request: Request,
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  options: ServerCallOptions,
): Promise<ServerApiResult<T>> {
  const headers = forwardedHeaders(request, options);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const payload = body === undefined ? null : JSON.stringify(body);
  // A timer cleared when the call ends, not AbortSignal.timeout: that one keeps its signal, and whatever listens
  // to it, alive for the whole timeout after the answer came (seconds of every page's answers under load).
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new DOMException('The API did not answer in time', 'TimeoutError')),
    options.timeoutMs ?? 10_000,
  );
  const signal = timeout.signal;
  const inProcess = inProcessApiFor(internalApiUrl());
  let answer: RawAnswer;
  try {
    if (inProcess) {
      const response = await inProcess({
        method,
        url,
        headers: Object.fromEntries(headers),
        ...(payload === null ? {} : { body: payload }),
        signal,
      });
      answer = { status: response.status, setCookies: setCookiesOf(response.headers), text: response.body };
    } else {
      answer = await overHttp(url, { method, headers, body: payload, signal });
    }
  } catch {
    return { ok: false, status: 0, reason: 'network', error: null, setCookies: [] };
  } finally {
    clearTimeout(timer);
  }
  const { status, setCookies } = answer;
  const parsed = parseBody(answer.text);
  if (status >= 200 && status < 300) return { ok: true, status, data: parsed as T, setCookies };
  const error: ApiErrorBody | null =
    typeof parsed === 'object' && parsed !== null
      ? (parsed as ApiErrorBody)
      : typeof parsed === 'string' && parsed
        ? { error: parsed }
        : null;
  return { ok: false, status, reason: 'http', error, setCookies };
}

export function serverApiGet<T = unknown>(
  request: Request,
  path: string,
  query?: Query,
  options: ServerCallOptions = {},
): Promise<ServerApiResult<T>> {
  return call<T>(request, 'GET', buildApiUrl(path, query), undefined, options);
}

export function serverApiPost<T = unknown>(
  request: Request,
  path: string,
  body: unknown,
  options: ServerCallOptions = {},
): Promise<ServerApiResult<T>> {
  return call<T>(request, 'POST', buildApiUrl(path), body, options);
}

/**
 * A page's status when its data call failed: what the page maps itself
 * (`mapped`, e.g. an unknown store's 404), a limit stays 429 (the visitor
 * should wait, the site is fine), the API briefly unavailable stays 503 (its
 * database is down or it sheds load: try again in a moment), anything else
 * is the API failing (502).
 */
export function failedCallStatus(result: { status: number }, mapped: Readonly<Record<number, number>> = {}): number {
  return mapped[result.status] ?? (result.status === 429 || result.status === 503 ? result.status : 502);
}
