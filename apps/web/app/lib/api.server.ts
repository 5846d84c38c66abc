import { FORWARDED_INTERNAL_HEADERS } from '@bedesten/core/http/internal-headers';
import { buildApiUrl, type ApiErrorBody, type ApiResult, type Query } from './api-client.ts';

/**
 * Calls from server-side loaders and actions to the API, over HTTP (DESIGN.md
 * §2: the web reaches the API only over HTTP). The person's cookie and
 * language go along, so the API sees the same session and answers in the same
 * language. Set-Cookie headers of the answer are returned for the caller to
 * pass on to the browser.
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
  const headers = new Headers({ Accept: 'application/json' });
  const cookie = request.headers.get('cookie');
  if (cookie) headers.set('Cookie', cookie);
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

async function call<T>(
  request: Request,
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  options: ServerCallOptions,
): Promise<ServerApiResult<T>> {
  const headers = forwardedHeaders(request, options);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(`${internalApiUrl()}${url}`, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      redirect: 'manual',
    });
  } catch {
    return { ok: false, status: 0, reason: 'network', error: null, setCookies: [] };
  }
  const setCookies = response.headers.getSetCookie();
  const text = await response.text().catch(() => '');
  const parsed = parseBody(text);
  if (response.ok) return { ok: true, status: response.status, data: parsed as T, setCookies };
  const error: ApiErrorBody | null =
    typeof parsed === 'object' && parsed !== null
      ? (parsed as ApiErrorBody)
      : typeof parsed === 'string' && parsed
        ? { error: parsed }
        : null;
  return { ok: false, status: response.status, reason: 'http', error, setCookies };
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
 * should wait, the site is fine), anything else is the API failing (502).
 */
export function failedCallStatus(result: { status: number }, mapped: Readonly<Record<number, number>> = {}): number {
  return mapped[result.status] ?? (result.status === 429 ? 429 : 502);
}
