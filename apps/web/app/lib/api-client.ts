import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '~/lib/messages.ts';

/**
 * The shared browser client of SPEC.md §7: GET and POST under /api, with the
 * session cookie (no token in the browser), JSON by default or a PDF/blob,
 * multipart bodies with upload progress. Failures are returned, never thrown.
 */

export const API_PREFIX = '/api';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

/** Error bodies of DESIGN.md §3 / SPEC.md §8. */
export interface ApiErrorBody {
  errors?: Record<string, string | readonly string[]> | string;
  error?: string;
  msg?: string;
  message?: string;
  code?: string;
  redirect?: string;
  /** On a 429: seconds until the same call may be made again. */
  retry_after?: number;
}

export type ApiFailureReason = 'http' | 'network' | 'aborted';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; reason: ApiFailureReason; error: ApiErrorBody | null };

export type ResponseKind = 'json' | 'pdf' | 'blob' | 'text';

/**
 * A JSON (or multipart) request body. Each feature's api file narrows it to
 * the core schema's input type (`z.input<typeof someBody>`), so any plain
 * object is accepted here, interfaces included.
 */
export type RequestBody = object;

export interface RequestOptions {
  signal?: AbortSignal;
  responseType?: ResponseKind;
  headers?: Record<string, string>;
}

export interface PostOptions extends RequestOptions {
  /** Send the body as multipart/form-data (files, images, voice notes). */
  multipart?: boolean;
}

/** `/api/<path>?<query>`; undefined and null values are left out, arrays repeat the key. */
export function buildApiUrl(path: string, query?: Query): string {
  const clean = path.replace(/^\/+/, '').replace(/^api\//, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly QueryValue[]) {
      if (item === undefined || item === null) continue;
      params.append(key, String(item));
    }
  }
  const search = params.toString();
  return `${API_PREFIX}/${clean}${search ? `?${search}` : ''}`;
}

/**
 * A multipart body: files and blobs as they are, arrays as repeated `key[]`
 * fields, nested objects as JSON, null/undefined left out.
 */
export function toFormData(body: RequestBody): FormData {
  const form = new FormData();
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) for (const item of value) append(`${key}[]`, item);
    else append(key, value);
  }
  return form;
}

export function acceptHeader(kind: ResponseKind): string {
  if (kind === 'pdf') return 'application/pdf';
  if (kind === 'json') return 'application/json';
  return '*/*';
}

/** The language the page is shown in, so the API answers in it (catalogue messages). */
function pageLanguage(): string | null {
  return typeof document !== 'undefined' ? document.documentElement.lang || null : null;
}

export function requestHeaders(kind: ResponseKind, extra: Record<string, string> | undefined, json: boolean) {
  const headers: Record<string, string> = { Accept: acceptHeader(kind) };
  const lang = pageLanguage();
  if (lang) headers['Accept-Language'] = lang;
  if (json) headers['Content-Type'] = 'application/json';
  return { ...headers, ...extra };
}

export function asErrorBody(value: unknown): ApiErrorBody | null {
  if (typeof value === 'string') return value ? { error: value } : null;
  return typeof value === 'object' && value !== null ? (value as ApiErrorBody) : null;
}

export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readBody(response: Response, kind: ResponseKind): Promise<unknown> {
  if (kind === 'pdf' || kind === 'blob') return response.blob();
  const text = await response.text();
  return kind === 'text' ? text : parseJson(text);
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Runs a fetch and turns every outcome into an ApiResult. */
async function run<T>(url: string, init: RequestInit, kind: ResponseKind): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', ...init });
  } catch (error) {
    return { ok: false, status: 0, reason: isAbort(error) ? 'aborted' : 'network', error: null };
  }
  try {
    if (response.ok) return { ok: true, status: response.status, data: (await readBody(response, kind)) as T };
    // Error bodies are JSON even when a PDF was asked for.
    return { ok: false, status: response.status, reason: 'http', error: asErrorBody(parseJson(await response.text())) };
  } catch (error) {
    return {
      ok: false,
      status: isAbort(error) ? 0 : response.status,
      reason: isAbort(error) ? 'aborted' : 'network',
      error: null,
    };
  }
}

export function apiGet<T = unknown>(path: string, query?: Query, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const kind = options.responseType ?? 'json';
  return run<T>(
    buildApiUrl(path, query),
    { method: 'GET', headers: requestHeaders(kind, options.headers, false), signal: options.signal ?? null },
    kind,
  );
}

export function apiPost<T = unknown>(
  path: string,
  body: RequestBody | FormData | null = null,
  options: PostOptions = {},
): Promise<ApiResult<T>> {
  const kind = options.responseType ?? 'json';
  const multipart = options.multipart || body instanceof FormData;
  const payload =
    body === null ? null : body instanceof FormData ? body : multipart ? toFormData(body) : JSON.stringify(body);
  const url = buildApiUrl(path);
  const headers = requestHeaders(kind, options.headers, !multipart && payload !== null);
  return run<T>(url, { method: 'POST', headers, body: payload, signal: options.signal ?? null }, kind);
}

/** PATCH, PUT or DELETE with an optional JSON body (staff edits and deletions). */
export function apiSend<T = unknown>(
  method: 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body: RequestBody | null = null,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const kind = options.responseType ?? 'json';
  const headers = requestHeaders(kind, options.headers, body !== null);
  const payload = body === null ? null : JSON.stringify(body);
  return run<T>(buildApiUrl(path), { method, headers, body: payload, signal: options.signal ?? null }, kind);
}

// ---------------------------------------------------------------------------
// Error handling (SPEC.md §8)

/** Side effects handleApiError may perform; injected so the rules stay testable. */
export interface ApiErrorContext {
  lang: Language;
  /** Shows a toast (notifyError in the app). */
  notify?: (text: string) => void;
  /** Client-side navigation. */
  navigate?: (to: string) => void;
  /** Logs the person out on the client (clearUserData of the client state). */
  clearUserData?: () => void;
  /** Return the message to the caller instead of toasting it (SPEC.md §8). */
  silent?: boolean;
  /** Where to go after a 401 (SPEC.md §8: e.g. after deleting the account). */
  redirectOnUnauthorized?: string;
}

export type ApiErrorOutcome =
  | { kind: 'message'; text: string }
  | { kind: 'forbidden'; text: string; redirect: string | null }
  | { kind: 'unauthorized'; text: string }
  | { kind: 'aborted' };

function messagesOf(value: string | readonly string[]): string[] {
  return (Array.isArray(value) ? value : [value]).filter(
    (text): text is string => typeof text === 'string' && text !== '',
  );
}

/**
 * SPEC.md §8, 400: an email error means "This email is already used.", a
 * username error "This username is already used."; otherwise every field's
 * messages joined (one line per field), or a string errors/error/msg.
 */
export function badRequestMessage(body: ApiErrorBody | null, lang: Language): string {
  const errors = body?.errors;
  if (errors && typeof errors === 'object') {
    if ('email' in errors) return message('email_taken', lang);
    if ('username' in errors) return message('username_taken', lang);
    const lines = Object.values(errors)
      .map((value) => messagesOf(value).join(' '))
      .filter(Boolean);
    if (lines.length > 0) return lines.join('\n');
  }
  if (typeof errors === 'string' && errors) return errors;
  return body?.error || body?.msg || body?.message || message('internal_error', lang);
}

/** Only same-site paths are followed, so an API answer cannot send people elsewhere. */
export function safeRedirect(target: string | undefined | null): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

/** Decides what a failed call means for the person, without side effects. */
/** Seconds until a refused call (429) may be made again, when the API said. */
export function retryAfterOf(result: ApiResult<unknown>): number | null {
  if (result.ok || result.status !== 429) return null;
  const seconds = result.error?.retry_after;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

export function classifyApiError(result: Extract<ApiResult<unknown>, { ok: false }>, lang: Language): ApiErrorOutcome {
  if (result.reason === 'aborted') return { kind: 'aborted' };
  if (result.reason === 'network') return { kind: 'message', text: message('no_internet', lang) };
  const body = result.error;
  switch (result.status) {
    case 400:
    case 422:
      return { kind: 'message', text: badRequestMessage(body, lang) };
    case 401:
      return { kind: 'unauthorized', text: message('session_expired', lang) };
    case 403:
      return {
        kind: 'forbidden',
        text: body?.error || message('forbidden', lang),
        redirect: safeRedirect(body?.redirect),
      };
    default:
      if (result.status >= 500) return { kind: 'message', text: body?.error || message('internal_error', lang) };
      return { kind: 'message', text: body?.error || body?.msg || body?.message || message('internal_error', lang) };
  }
}

/**
 * Handles a failed call the way SPEC.md §8 describes: toast the message,
 * follow a 403 redirect, clear the client session on 401. Returns the
 * message (null for an aborted call) so callers may show it inline instead.
 */
export function handleApiError(
  result: Extract<ApiResult<unknown>, { ok: false }>,
  context: ApiErrorContext,
): string | null {
  const outcome = classifyApiError(result, context.lang);
  if (outcome.kind === 'aborted') return null;
  if (outcome.kind === 'unauthorized') context.clearUserData?.();
  if (!context.silent) context.notify?.(outcome.text);
  if (outcome.kind === 'forbidden' && outcome.redirect) context.navigate?.(outcome.redirect);
  if (outcome.kind === 'unauthorized' && context.redirectOnUnauthorized) {
    const target = safeRedirect(context.redirectOnUnauthorized);
    if (target) context.navigate?.(target);
  }
  return outcome.text;
}
