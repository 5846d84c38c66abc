import { CLIENT_TRUSTED_HEADER } from '@bedesten/core/http/internal-headers';
import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { accessDecision, afterSignInPath, REDIRECT_PARAM, returnPathOf } from './access.ts';
import { serverApiGet } from './api.server.ts';
import { SESSION_COOKIE } from '@bedesten/core/http/session-cookies';
import { readCookie } from './language.ts';
import type { PageAccess } from './pages.ts';
import { isSharedPattern } from './shared-pages.server.ts';
import type { SessionUser } from './root-data.ts';
import { setupNoticeOf } from './setup-notice.server.ts';

/**
 * Who is signed in, for server loaders: the root middleware puts a lazy,
 * memoised look-up in the request context, so a request asks the API at most
 * once (`GET /api/get-profile-details` with the person's cookie), and not at
 * all without a session cookie or on a shared public page (ADR 0071, whose
 * person the browser asks for itself).
 */

/** A page must not hang on the API: past this the person is treated as signed out. */
const LOOKUP_TIMEOUT_MS = 4000;

interface SessionLookup {
  user(): Promise<SessionUser | null>;
  /** False when the API could not tell (unreachable, 5xx): "signed out" is then a guess. */
  known(): boolean;
  /** A shared page (ADR 0071): drawn for no one, the session is not looked up. */
  deferred: boolean;
}

const sessionContext = createContext<SessionLookup | null>(null);

interface ProfileAnswer {
  data: SessionUser;
}

/**
 * Root middleware: installs the look-up, and passes on the API's Set-Cookie
 * (a dead session's cookie is cleared by the API's 401) to the browser.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
  let pending: Promise<SessionUser | null> | null = null;
  let known = true;
  const setCookies: string[] = [];
  // The API process has already dropped the session's cookies of a shared page; this holds without it too.
  const deferred = (request.method === 'GET' || request.method === 'HEAD') && isSharedPattern(pattern);
  const lookUp = async (): Promise<SessionUser | null> => {
    if (deferred || !readCookie(request.headers.get('cookie'), SESSION_COOKIE)) return null;
    const result = await serverApiGet<ProfileAnswer>(request, 'get-profile-details', undefined, {
      timeoutMs: LOOKUP_TIMEOUT_MS,
    });
    setCookies.push(...result.setCookies);
    // 401 is a signed-out visitor; any other failure is shown as signed out too (a page is
    // better than an error), but marked unknown so the browser keeps the person's data.
    known = result.ok || result.status === 401;
    return result.ok ? result.data.data : null;
  };
  context.set(sessionContext, { user: () => (pending ??= lookUp()), known: () => known, deferred });
  const response = await next();
  if (pending) {
    await (pending as Promise<unknown>).catch(() => null);
    try {
      for (const cookie of setCookies) response.headers.append('Set-Cookie', cookie);
    } catch {
      // Immutable headers (a fetched Response): the API clears a dead cookie again on the next call.
    }
  }
  return response;
};

/** Whether the answer of sessionUser() is certain (call after awaiting it). */
export function sessionKnown(context: Readonly<RouterContextProvider>): boolean {
  return context.get(sessionContext)?.known() ?? true;
}

/** Whether this request is a shared page's, whose session the browser looks up itself (ADR 0071). */
export function sessionDeferred(context: Readonly<RouterContextProvider>): boolean {
  return context.get(sessionContext)?.deferred ?? false;
}

/** The signed-in account of this request, or null (always null on a shared page). */
export function sessionUser(context: Readonly<RouterContextProvider>): Promise<SessionUser | null> {
  const lookup = context.get(sessionContext);
  return lookup ? lookup.user() : Promise.resolve(null);
}

interface GuardArgs {
  url: URL;
  context: Readonly<RouterContextProvider>;
  request?: Request;
}

/**
 * Route guard for loaders: signed-out people go to sign in (and come back
 * afterwards), signed-in people with the wrong account type get a 403 page;
 * either way the loader stops before it loads anything private.
 */
export async function requireAccess(args: GuardArgs, access: PageAccess): Promise<SessionUser | null> {
  const user = await sessionUser(args.context);
  const decision = accessDecision(access, user, returnPathOf(args.url));
  if (decision.kind === 'sign-in') throw redirect(decision.to);
  if (decision.kind === 'forbidden') {
    // A former vendor whose store staff deleted is sent to set up again, where the message waits (SPEC.md §4).
    if (access === 'vendor' && user && args.request) {
      const notice = await setupNoticeOf(args.request);
      if (notice) throw redirect(notice.redirect);
    }
    throw data(null, { status: 403 });
  }
  return user;
}

/** Like requireAccess('user'), for loaders that need the account itself. */
export async function requireUser(args: GuardArgs): Promise<SessionUser> {
  const user = await requireAccess(args, 'user');
  if (!user) throw data(null, { status: 401 });
  return user;
}

/** Sign-in and sign-up pages: someone already signed in goes on to where they were heading. */
export async function redirectIfSignedIn(args: GuardArgs): Promise<null> {
  const user = await sessionUser(args.context);
  if (user) throw redirect(afterSignInPath(user, args.url.searchParams.get(REDIRECT_PARAM)));
  return null;
}

/**
 * Outside production the demo outbox exists (the API registers it under the same rule) and OTP screens
 * point to it, whoever visits: the outbox page tells a visitor who may not read it yet what to do (ADR 0084).
 */
export function isDemo(): boolean {
  // Read by key, so the bundler cannot bake the build machine's value in.
  return process.env['NODE_ENV'] !== 'production';
}

/**
 * Whether the API will show this visitor the outbox: they hold this start's demo token (the link printed
 * at start set its cookie), or `DEMO_PUBLIC` opened the demo to everyone (ADR 0084). The API process says
 * which in a signed header it strips from every incoming request; a page rendered without it (the Vite dev
 * server, no API process in front) cannot tell, and lets the API's own answer decide.
 */
export function isDemoTrusted(request: Request): boolean {
  if (!isDemo()) return false;
  if (/^(true|1|yes)$/.test(process.env['DEMO_PUBLIC'] ?? '')) return true;
  const trusted = request.headers.get(CLIENT_TRUSTED_HEADER);
  return trusted === null || trusted === '1';
}
