import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasStaffRole, type Actor, type StaffRole, type UserType } from '@bedesten/core/auth/roles';
import { AppError, forbidden, unauthorized } from '@bedesten/core/errors/app-error';
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '@bedesten/core/http/session-cookies';
import type { Config } from '../config.ts';
import { sha256Hex } from '../lib/tokens.ts';
import type { SessionsRepository } from '../modules/identity/sessions.repository.ts';

export { SESSION_COOKIE };

/** OpenAPI security of routes that need a session: the bearer token or the cookie. */
export const SESSION_SECURITY: Record<string, string[]>[] = [{ bearerAuth: [] }, { sessionCookie: [] }];

/**
 * Who may call a guarded route, as the access matrix (test/reliability)
 * names them: the OpenAPI extension `x-roles` on every operation behind a
 * guard below, written from the guard itself so the document cannot drift.
 */
export const ACCESS_ROLES = ['customer', 'driver', 'vendor', 'staff'] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];
const guardRoles = new WeakMap<object, readonly AccessRole[]>();
/** The least staff role a `requireStaff` guard admits, written as `x-staff-role` (ADR 0037's role matrix). */
const guardStaffRoles = new WeakMap<object, StaffRole>();

function guard(roles: readonly AccessRole[], hook: onRequestAsyncHookHandler): onRequestAsyncHookHandler {
  guardRoles.set(hook, roles);
  return hook;
}

/** Writes `x-roles` on a route's schema from the guards it runs (the narrowest wins). */
function markRoles(route: RouteOptions, hooks: unknown): void {
  const list = (Array.isArray(hooks) ? hooks : [hooks]) as object[];
  for (const hook of list) {
    const roles = hook ? guardRoles.get(hook) : undefined;
    if (!roles) continue;
    const schema = (route.schema ??= {}) as Record<string, unknown>;
    const before = schema['x-roles'] as AccessRole[] | undefined;
    schema['x-roles'] = before ? before.filter((role) => roles.includes(role)) : [...roles];
    const staffRole = guardStaffRoles.get(hook);
    if (staffRole) schema['x-staff-role'] = staffRole;
  }
}

/**
 * A guard for every route of a plugin (`app.addHook('onRequest', guard)`),
 * with `x-roles` written on each of them as route-level guards get it.
 */
export function guardAllRoutes(app: FastifyInstance, hook: onRequestAsyncHookHandler): void {
  app.addHook('onRequest', hook);
  app.addHook('onRoute', (route) => markRoles(route, hook));
}

/** How often a session's last-seen time is written: often enough to tell, rarely enough to cost nothing. */
const TOUCH_INTERVAL_MS = 60_000;

export interface RequestActor extends Actor {
  /** The session's id (the token's hash), to end this session or keep it while ending others. */
  sessionId: string;
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** httpOnly, SameSite=Lax, signed; Secure when PUBLIC_URL is https. */
    sessionCookie: SessionCookieOptions;
  }
  interface FastifyRequest {
    /** The signed-in account, or null. */
    actor: RequestActor | null;
    /** Why there is no actor: no credential at all, or one that no longer works. */
    authProblem: 'missing' | 'expired';
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function readCredential(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | 'invalid' | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? { token: match[1]!, via: 'bearer' } : 'invalid';
  }
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? { token: unsigned.value, via: 'cookie' } : 'invalid';
}

/**
 * A cookie rides along with any request the browser makes, including ones a
 * foreign page triggers; so a cookie-authenticated write must come from our
 * own origin. Without an Origin header (older browsers, server-side calls)
 * the Fetch Metadata header decides; a bearer token is never sent by a
 * browser on its own, so it needs neither.
 */
export function isSameOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (!origin) return request.headers['sec-fetch-site'] !== 'cross-site';
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return false;
  }
  if (publicUrl !== undefined && from.origin === new URL(publicUrl).origin) return true;
  // Compared as URLs so "example.cy" and "example.cy:443" (default ports) count as the same host.
  try {
    return from.host === new URL(`${from.protocol}//${request.host}`).host;
  } catch {
    // No usable Host header (a hand-made upgrade request): nothing to be the same origin as.
    return false;
  }
}

interface SessionCookieOptions {
  path: string;
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  signed: true;
}

/** The session's readable companion (ADR 0071): the same life, no secret, not signed. */
function signedInCookieOptions(reply: FastifyReply) {
  const { path, sameSite, secure } = reply.server.sessionCookie;
  return { path, sameSite, secure, httpOnly: false, signed: false };
}

export function setSessionCookie(reply: FastifyReply, session: { token: string; expiresAt: Date }): void {
  reply.setCookie(SESSION_COOKIE, session.token, { ...reply.server.sessionCookie, expires: session.expiresAt });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { ...signedInCookieOptions(reply), expires: session.expiresAt });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, reply.server.sessionCookie);
  reply.clearCookie(SIGNED_IN_COOKIE, signedInCookieOptions(reply));
}

/**
 * Finds who is calling: `Authorization: Bearer <token>` or the signed
 * httpOnly cookie, both naming a row of the sessions table. It never
 * refuses a request by itself (public routes stay public); the guards below
 * do, with "Please login first" or "Your session expired please login".
 */
export const authPlugin = fp(
  async (app, options: { repository: SessionsRepository; config: Config }) => {
    const { repository, config } = options;
    app.decorate('sessionCookie', {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      signed: true,
    } satisfies SessionCookieOptions);
    app.decorateRequest('actor', null);
    app.decorateRequest('authProblem', 'missing');
    app.addHook('onRoute', (route) => markRoles(route, route.onRequest));

    app.addHook('onRequest', async (request) => {
      request.actor = null;
      request.authProblem = 'missing';
      if (!request.url.startsWith('/api/')) return;
      const credential = readCredential(request);
      if (credential === null) return;
      if (credential !== 'invalid' && credential.via === 'cookie' && WRITE_METHODS.has(request.method)) {
        if (!isSameOrigin(request, config.PUBLIC_URL)) throw forbidden();
      }
      request.authProblem = 'expired';
      if (credential === 'invalid') return;

      const id = sha256Hex(credential.token);
      const session = await repository.findSession(id);
      const now = Date.now();
      if (!session || session.revokedAt || session.deletedAt || session.expiresAt.getTime() <= now) return;

      request.actor = {
        userId: session.userId,
        type: session.type,
        staffRole: session.staffRole,
        storeId: session.storeId,
        driverId: session.driverId,
        isApproved: session.isApproved,
        sessionId: session.id,
        via: credential.via,
      };
      if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await repository.touchSession(id);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (presentedSession(request))
        reply.header('cache-control', privateCacheControl(reply.getHeader('cache-control')));
      return payload;
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

/**
 * Whether an answer may depend on who is calling: the request carried a
 * session (cookie or bearer, live or not) to a route that reads it. The
 * handler of a `publicRead` route is shown no one (ADR 0065), so its answer
 * is the same for everyone and keeps the caching the route gives it.
 */
function presentedSession(request: FastifyRequest): boolean {
  return (
    request.url.startsWith('/api/') && request.authProblem === 'expired' && !request.routeOptions.config?.publicRead
  );
}

/**
 * `private, no-store` for an answer that depends on the session, so no
 * shared cache (a CDN, a company proxy) ever keeps one person's answer for
 * another: a route's own private or no-store header stays as it is, any
 * other (public, max-age, no-cache) gives way; `no-transform` is kept.
 */
export function privateCacheControl(current: ReturnType<FastifyReply['getHeader']>): string {
  const value = typeof current === 'string' ? current : '';
  if (/\b(private|no-store)\b/i.test(value)) return value;
  return /\bno-transform\b/i.test(value) ? 'private, no-store, no-transform' : 'private, no-store';
}

/** The actor of a request past `requireUser`; for handlers, which run only after the guard. */
export function actorOf(request: FastifyRequest): RequestActor {
  if (!request.actor) throw unauthorized(request.authProblem === 'expired' ? 'session_expired' : 'please_login');
  return request.actor;
}

/**
 * Route guards. They run as `onRequest` hooks, right after the session is
 * read: a caller without access gets 401/403 before the body is parsed or
 * validated (they work as preHandlers too).
 */

/** A signed-in account of any kind. A dead cookie is cleared on the way out. */
export const requireUser: onRequestAsyncHookHandler = guard(ACCESS_ROLES, async (request, reply) => {
  if (request.actor) return;
  if (request.authProblem === 'expired' && request.cookies[SESSION_COOKIE]) clearSessionCookie(reply);
  actorOf(request);
});

const rolesOfType: Record<UserType, readonly AccessRole[]> = {
  user: ['customer', 'staff'],
  vendor: ['vendor'],
  driver: ['driver'],
};

/** An account of this type (vendor panel, driver panel); others get 403. */
export function requireType(type: UserType): onRequestAsyncHookHandler {
  return guard(rolesOfType[type], async function (request, reply) {
    await requireUser.call(this, request, reply);
    if (request.actor?.type !== type) throw forbidden();
  });
}

/**
 * The driver panel: an account with a live driver profile, whatever its type
 * (ADR 0035). Without one (never set up, or deleted by staff): 403
 * `driver_setup_required` with the way to the setup.
 */
export const requireDriver: onRequestAsyncHookHandler = guard(['driver'], async function (request, reply) {
  await requireUser.call(this, request, reply);
  if (!request.actor?.driverId) throw new AppError(403, 'driver_setup_required', { redirect: '/driver/setup' });
});

/** The own driver profile of a request past `requireDriver`. */
export function driverIdOf(request: FastifyRequest): string {
  const id = actorOf(request).driverId;
  if (!id) throw new AppError(403, 'driver_setup_required', { redirect: '/driver/setup' });
  return id;
}

/** Staff at `minRole` or above (staff < manager < admin < super_admin). */
export function requireStaff(minRole: StaffRole): onRequestAsyncHookHandler {
  const hook = guard(['staff'], async function (request, reply) {
    await requireUser.call(this, request, reply);
    if (!hasStaffRole(request.actor?.staffRole, minRole)) throw forbidden();
  });
  guardStaffRoles.set(hook, minRole);
  return hook;
}

/**
 * The caller's own store, which every vendor query is scoped by. A vendor
 * without a store is sent to set one up first: 403 `store_incomplete` with
 * a redirect (SPEC.md §8).
 */
export function ownStoreId(actor: RequestActor): string {
  if (!actor.storeId) throw new AppError(403, 'store_incomplete', { redirect: '/vendor/setup-store' });
  return actor.storeId;
}

/** The own store of a request past `requireType('vendor')`, as `ownStoreId` answers it. */
export function storeIdOf(request: FastifyRequest): string {
  return ownStoreId(actorOf(request));
}
