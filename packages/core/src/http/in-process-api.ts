/**
 * How the web renderer reaches the API when both run in one process (the
 * default `npm start`): the API registers a function that hands a request to
 * its own router (Fastify's inject: same routes, hooks, limits, validation and
 * Set-Cookie as over HTTP, no socket, no compression), and the renderer's
 * server calls use it instead of fetch (ADR 0052).
 *
 * The web server bundle carries its own copy of this module, so the
 * registration lives on globalThis under a registry symbol, not in a module
 * variable.
 */

/** What the API needs of the caller's AbortSignal (core is typed without DOM or Node globals). */
export interface InProcessSignal {
  readonly reason: unknown;
  throwIfAborted(): void;
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface InProcessRequest {
  method: 'GET' | 'POST';
  /** Path and query, e.g. `/api/get-profile-details`. */
  url: string;
  headers: Record<string, string>;
  body?: string;
  signal: InProcessSignal;
}

export interface InProcessResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export type InProcessApi = (request: InProcessRequest) => Promise<InProcessResponse>;

interface Registration {
  /** The base URL this API also answers on over HTTP; calls aimed elsewhere go over HTTP. */
  baseUrl: string;
  api: InProcessApi;
}

const KEY = Symbol.for('bedesten.in-process-api');
type Registry = { [KEY]?: Registration };

/** Offers `api` to the renderer for calls to `baseUrl`; the returned function withdraws it. */
export function registerInProcessApi(baseUrl: string, api: InProcessApi): () => void {
  const registration: Registration = { baseUrl: trimSlashes(baseUrl), api };
  (globalThis as Registry)[KEY] = registration;
  return () => {
    if ((globalThis as Registry)[KEY] === registration) delete (globalThis as Registry)[KEY];
  };
}

/** The in-process API for calls to `baseUrl`, or undefined when that URL is another process (HTTP then). */
export function inProcessApiFor(baseUrl: string): InProcessApi | undefined {
  const registration = (globalThis as Registry)[KEY];
  return registration && registration.baseUrl === trimSlashes(baseUrl) ? registration.api : undefined;
}

function trimSlashes(url: string): string {
  return url.replace(/\/+$/, '');
}
