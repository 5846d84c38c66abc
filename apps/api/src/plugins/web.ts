import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { CSP_NONCE_HEADER, FORWARDED_INTERNAL_HEADERS } from '@bedesten/core/http/internal-headers';
import { renderedHtmlOf } from '@bedesten/core/http/rendered-html';
import { isSharedPagePath, withoutSessionCookies } from '@bedesten/core/http/shared-pages';
import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '@bedesten/core/messages/catalogue';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { sha256Hex } from '../lib/tokens.ts';
import { SESSION_COOKIE } from './auth.ts';
import { pageAddressOf } from './page-address.ts';
import { isShareable, pageEtag, sendShareablePage } from './page-etag.ts';
import { isPageData, renderNoting503, sendUnavailablePage } from './page-unavailable.ts';
import { statusPage } from './status-page.ts';
import { withNonce, type PageMicroCache, type SharedPage } from './page-micro-cache.ts';
import { asksForFresh } from './public-read-cache.ts';
import { scriptNonceOf } from './security.ts';

/** What the page limiter needs of a session: whose it is, and whether it still works. */
interface SessionFacts {
  userId: string;
  expiresAt: Date;
  revokedAt: Date | null;
  deletedAt: Date | null;
}
export type FindSession = (id: string) => Promise<SessionFacts | undefined>;

/** The signed-in account a page is for (its session cookie), so its views count against the account, not the address. */
async function accountOf(request: FastifyRequest, findSession: FindSession): Promise<string | null> {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const session = await findSession(sha256Hex(unsigned.value));
  if (!session || session.revokedAt || session.deletedAt || session.expiresAt.getTime() <= Date.now()) return null;
  return session.userId;
}

/**
 * React Router asks for route manifests while links come into view: no
 * loader runs, so they are not page views. Documents and client navigations
 * (`.data`) are.
 */
function isPageView(request: FastifyRequest): boolean {
  return !request.url.startsWith('/__manifest');
}

/** A small page of its own (no renderer, no API call): cheap to send as often as it is asked for. */
export function tooManyRequestsPage(lang: Language, retryAfterSeconds: number): string {
  return statusPage(
    lang,
    429,
    message('too_many_pages_title', lang),
    message('too_many_pages_text', lang, { seconds: retryAfterSeconds }),
  );
}

const INTERNAL_HEADERS = new Set<string>([CSP_NONCE_HEADER, ...FORWARDED_INTERNAL_HEADERS]);

/**
 * The Cookie header the renderer gets. A shared page (ADR 0071) is drawn
 * without the session's cookies, whoever asks, so a signed-in visitor gets
 * the copy everyone gets (from the micro-cache when it holds one) and none
 * of the page's API calls is made as them. Anything else keeps every cookie.
 */
function pageCookieHeader(request: FastifyRequest): string | undefined {
  const cookie = request.headers.cookie;
  if (cookie === undefined || (request.method !== 'GET' && request.method !== 'HEAD')) return cookie;
  const query = request.url.indexOf('?');
  return isSharedPagePath(query === -1 ? request.url : request.url.slice(0, query))
    ? withoutSessionCookies(cookie)
    : cookie;
}

function toWebRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  nonce: string | undefined,
  cookie: string | undefined,
): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  if (cookie !== undefined) headers.set('cookie', cookie);
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'cookie' || INTERNAL_HEADERS.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  if (nonce) headers.set(CSP_NONCE_HEADER, nonce);
  const client = request.server.vouchForClient({ ip: request.clientIp, trusted: request.clientTrusted });
  for (const [name, value] of Object.entries(client)) headers.set(name, value);
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  // The address is a path with single slashes here (pageAddressOf): joined to the origin, never a host.
  return new Request(new URL(`${origin}${request.url}`), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendWebResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  keep: (html: string, etag: string) => void,
): Promise<void> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  // A page the renderer drew whole comes as a string; anything else (a resource route) as a stream.
  const rendered = renderedHtmlOf(response);
  // Shareable pages are read whole: their ETag is of the complete HTML.
  if (isShareable(response.status, response.headers.get('cache-control'))) {
    const html = rendered ?? (await response.text());
    const etag = pageEtag(html);
    keep(html, etag);
    return sendShareablePage(request, reply, html, etag);
  }
  if (rendered !== undefined) return reply.send(rendered);
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/**
 * A page costs its visitor one unit of their read budget, the API calls
 * behind it nothing more. Over budget, the 429 page is sent and true is
 * answered: the page is not rendered.
 */
export async function refusedPageView(
  request: FastifyRequest,
  reply: FastifyReply,
  findSession: FindSession,
): Promise<boolean> {
  if (!isPageView(request)) return false;
  const limit = await request.server.limitPageView(request, await accountOf(request, findSession));
  if (limit.allowed) return false;
  await reply
    .status(429)
    .header('retry-after', String(limit.retryAfterSeconds))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(request.method === 'HEAD' ? '' : tooManyRequestsPage(request.lang, limit.retryAfterSeconds));
  return true;
}

/**
 * React and React DOM choose their development or production build from
 * NODE_ENV when first loaded. A demo start runs with NODE_ENV=development
 * (outbox, demo accounts), which would render every page with React's
 * development build: several times the CPU and memory per page, and checks
 * only a developer reads. The renderer is loaded with NODE_ENV=production,
 * then NODE_ENV is restored; nothing else of this process loads React.
 */
async function withProductionReact<T>(load: () => Promise<T>): Promise<T> {
  const previous = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    return await load();
  } finally {
    if (previous === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = previous;
  }
}

/**
 * Serves the React Router production build from the API process, on the
 * same port: hashed assets from build/client with long-lived caching, every
 * other non-API request through the server renderer. API paths never reach
 * the renderer, so an unknown /api/... stays a JSON 404. Each page view is
 * counted against the visitor's read budget (security plugin); over it, the
 * visitor gets a 429 page in their language with `Retry-After`.
 */
export async function webPlugin(
  app: FastifyInstance,
  options: { buildDir: string; findSession: FindSession; pageCache: PageMicroCache },
): Promise<void> {
  const serverEntry = path.join(options.buildDir, 'server/index.js');
  const clientDir = path.join(options.buildDir, 'client');
  if (!existsSync(serverEntry)) {
    app.log.warn({ serverEntry }, 'web build not found: run `npm run build` to serve the web app');
    return;
  }
  const { createRequestHandler, preloadRoutePattern, build } = await withProductionReact(async () => ({
    createRequestHandler: (await import('react-router')).createRequestHandler,
    preloadRoutePattern: (await import('react-router/route-pattern')).unstable_preloadRoutePattern,
    build: (await import(pathToFileURL(serverEntry).href)) as ServerBuild,
  }));
  // Routes are matched by route-pattern's trie instead of trying each ranked branch's regular expressions in
  // turn: a page went through 80-130 branches, twice, for a tenth of its allocations (ADR 0078). Only this
  // server's matcher changes: the flag stays out of the page's JSON (toJSON), so the browser keeps the
  // matcher it has without 6 KB more script, and route-matching.test.ts holds both to the same answers.
  preloadRoutePattern();
  const future = Object.defineProperty({ ...build.future, unstable_routePatternMatching: true }, 'toJSON', {
    value: () => build.future,
  }) as unknown as ServerBuild['future']; // framework mode types its flags as none (Record<string, never>)
  const routedBuild: ServerBuild = { ...build, future };
  // A built bundle always runs in production mode: development mode would show error stacks to visitors.
  const handle = createRequestHandler(routedBuild, 'production');
  const { pageCache } = options;

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  // The renderer reads request bodies itself (form actions), so no parsing here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    // Pages check nothing themselves: the API calls they make do (a bad byte in a store's name is a 404 page).
    config: { rateLimit: false, rawTextInput: true },
    schema: { hide: true },
    // The page's own reads of the database (its visitor's session) failed: the page is briefly unavailable.
    errorHandler: (error, request, reply) => {
      if (!isDatabaseUnavailable(error) || isPageData(request.url)) throw error;
      return sendUnavailablePage(request, reply, UNAVAILABLE_RETRY_AFTER_SECONDS);
    },
    handler: async (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/')) return reply.callNotFound();
      const address = pageAddressOf(request.url);
      // 308 keeps a form's method and body; a GET moves for good.
      if (address !== undefined)
        return reply.redirect(address, request.method === 'GET' || request.method === 'HEAD' ? 301 : 308);
      if (await refusedPageView(request, reply, options.findSession)) return reply;
      const nonce = scriptNonceOf(reply.raw);
      const cookie = pageCookieHeader(request);
      const key = pageCache.keyOf(request, cookie);
      const sendShared = (page: SharedPage) => {
        reply.status(200);
        for (const [name, value] of page.headers) reply.header(name, value);
        return sendShareablePage(request, reply, withNonce(page, nonce), page.etag);
      };
      // As the read cache does: asked for no-cache (a hard reload), the page is rendered afresh and kept again.
      const reused = key !== undefined && !asksForFresh(request);
      const cached = reused ? pageCache.get(key) : undefined;
      if (cached) return sendShared(cached);
      const drawn = reused ? await pageCache.follow(key) : undefined;
      if (drawn) return sendShared(drawn);

      const generation = pageCache.generation;
      const done = key === undefined ? undefined : pageCache.lead(key);
      let shared: SharedPage | undefined;
      try {
        const rendered = await renderNoting503(() => handle(toWebRequest(request, reply, nonce, cookie)));
        let response = rendered.result;
        // A loader maps a failed call to 500 or 502 its own way; an API call that said 503 makes the page a 503.
        if (rendered.unavailable !== undefined && response.status >= 500) {
          if (!isPageData(request.url)) {
            void response.body?.cancel().catch(() => {});
            return sendUnavailablePage(request, reply, rendered.unavailable);
          }
          const headers = new Headers(response.headers);
          headers.set('retry-after', String(rendered.unavailable));
          headers.set('cache-control', 'no-store');
          response = new Response(response.body, { status: 503, headers });
        }
        const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
        return await sendWebResponse(request, reply, response, (html, etag) => {
          shared = { headers, html, nonce, etag };
          if (key !== undefined) pageCache.set(key, shared, generation);
        });
      } finally {
        done?.(shared);
      }
    },
  });
}
