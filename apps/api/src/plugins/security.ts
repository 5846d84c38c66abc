import type { ServerResponse } from 'node:http';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { createNonceSource } from '../lib/tokens.ts';
import { isWrite } from './public-data-writes.ts';
import { redisWithFallbackStore } from './rate-limit-store.ts';

type NonceResponse = ServerResponse & { scriptNonce?: string };

/** The script nonce of this response's CSP, for the server renderer. */
export function scriptNonceOf(raw: ServerResponse): string | undefined {
  return (raw as NonceResponse).scriptNonce;
}

export interface RateLimits {
  /** Page views and API reads per minute, per signed-in account or (anonymous) per address. */
  readsPerMinute: number;
  /** API writes per minute, the same way; sign-in and codes have stricter limits of their own. */
  writesPerMinute: number;
}

/** A page view's verdict: go on, or wait `retryAfterSeconds` (429). */
export type PageViewLimit = { allowed: true } | { allowed: false; retryAfterSeconds: number };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one page view (document or client navigation) against the
     * visitor's read budget: the signed-in account's when `accountId` is
     * given, else the address's. The renderer's own API reads for the page
     * are not counted again.
     */
    limitPageView(request: FastifyRequest, accountId: string | null): Promise<PageViewLimit>;
  }
  interface FastifyRequest {
    /** Set on a page view being counted: the account it is counted for, or '' for an anonymous one. */
    pageViewOf: string | null;
  }
}

/**
 * Security headers with a nonce-based CSP (the web server passes the script
 * nonce to React Router's server renderer), and rate limits (with Redis,
 * shared by every instance; per instance while Redis is away, ADR 0080):
 *
 * - every visitor has two budgets a minute, one for reads (page views and
 *   API reads: generous) and one for API writes (strict); a signed-in
 *   person's are their account's, wherever they connect from, and only
 *   anonymous traffic is counted per address (a whole office or mobile
 *   carrier may share one);
 * - a page costs its visitor one read: the API calls the server renderer
 *   makes to read its data (recognised by the visitor's address it signs)
 *   are not counted again; its writes (form actions) are, as the visitor's;
 * - sign-in, OTP and codes keep their own stricter counters (identity).
 *
 * An API call over its budget gets 429 JSON with `Retry-After` (errors
 * plugin); a page gets the 429 page of the web plugin.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { redis?: Redis; limits: RateLimits; publicFilesOrigin?: string }) => {
    const { limits } = options;
    // Public files redirected to a bucket or CDN (S3_PUBLIC_BASE_URL, ADR 0057) load from there: pictures and voice notes.
    const filesOrigin = options.publicFilesOrigin ? [options.publicFilesOrigin] : [];
    // Only scripts get a nonce: a style nonce would make browsers ignore 'unsafe-inline' for style attributes.
    // The middleware is built once: @fastify/helmet built it anew for every request (parsing every directive),
    // 3 % of the server's CPU under the order bench.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as NonceResponse).scriptNonce}'`],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...filesOrigin],
          // 'self' covers the chat socket (ws:/wss: on this host, CSP level 3).
          connectSrc: ["'self'"],
          // A voice note plays back before it is sent from an object URL.
          mediaSrc: ["'self'", 'blob:', ...filesOrigin],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    const nextNonce = createNonceSource();
    app.addHook('onRequest', (request, reply, done) => {
      (reply.raw as NonceResponse).scriptNonce = nextNonce();
      securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });

    app.decorateRequest('pageViewOf', null);

    /**
     * The server renderer reading data for a page it is rendering (the page itself was counted): the
     * client-ip plugin believed its vouching (signed with a key only this process holds, from loopback).
     */
    const isRendererCall = (request: FastifyRequest): boolean => request.clientVouched;
    const isApi = (request: FastifyRequest) => request.url === '/api' || request.url.startsWith('/api/');
    const isApiWrite = (request: FastifyRequest) => isApi(request) && isWrite(request);
    const subjectOf = (request: FastifyRequest): string => {
      const account = request.actor?.userId ?? request.pageViewOf;
      return account ? `account:${account}` : `address:${request.clientIp}`;
    };

    await app.register(rateLimit, {
      global: true,
      timeWindow: '1 minute',
      // Shared in Redis while it answers, per instance while it does not (ADR 0080): never a request waiting on it.
      ...(options.redis
        ? { store: redisWithFallbackStore(options.redis, { nameSpace: 'bedesten-rl:', log: app.log }) }
        : {}),
      max: (request) => (isApiWrite(request) ? limits.writesPerMinute : limits.readsPerMinute),
      keyGenerator: (request) => `${isApiWrite(request) ? 'write' : 'read'}:${subjectOf(request)}`,
      allowList: (request) => {
        // Static files are not limited; a page view is counted once, by limitPageView.
        if (!isApi(request)) return request.pageViewOf === null;
        return !isApiWrite(request) && isRendererCall(request);
      },
    });

    // The global limiter: the same store, keys and budgets as the API's own routes.
    const check = app.createRateLimit();
    app.decorate('limitPageView', async (request: FastifyRequest, accountId: string | null) => {
      request.pageViewOf = accountId ?? '';
      const verdict = await check(request);
      if (verdict.isAllowed || !verdict.isExceeded) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, verdict.ttlInSeconds) };
    });
  },
  { name: 'security', dependencies: ['client-ip'] },
);
