import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false`: a write that changes only what its own parties see (the
     * caller's cart, session, wishlist, addresses, chats and notifications),
     * never what a public read or a shared page shows. Its success leaves the
     * few seconds of shared answers (the read cache, the page micro-cache, on
     * every instance) as they are; any other write empties them (ADR 0072).
     * A handler whose outcome did touch public data after all says so with
     * `markPublicDataChanged` (an order that took counted stock).
     */
    changesPublicData?: false;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A request that may change something: anything but GET, HEAD and OPTIONS. */
export function isWrite(request: FastifyRequest): boolean {
  return !SAFE_METHODS.has(request.method);
}

const marked = new WeakSet<FastifyRequest>();

/** This write changed public data although its route says it usually does not. */
export function markPublicDataChanged(request: FastifyRequest): void {
  marked.add(request);
}

/**
 * Whether this answered request may have changed what public reads and
 * shared pages show: a successful write, unless its route says it changes
 * only its own parties' data (and the handler did not say otherwise). Every
 * shared-answer cache and the fan-out to other instances ask this one
 * question, so they forget exactly when it answers yes.
 */
export function changedPublicData(request: FastifyRequest, reply: FastifyReply): boolean {
  if (!isWrite(request) || reply.statusCode >= 400) return false;
  return request.routeOptions.config.changesPublicData !== false || marked.has(request);
}

/**
 * An `onRoute` hook for a routes plugin every write of which changes only
 * its own parties' data (the cart, sessions, chats, ...): each route the
 * plugin registers says `changesPublicData: false`. Route hooks are
 * encapsulated, so it reaches that plugin's routes alone.
 */
export function changesNoPublicData(route: RouteOptions): void {
  route.config = { ...route.config, changesPublicData: false };
}
