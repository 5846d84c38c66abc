import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

type NonceResponse = ServerResponse & { scriptNonce?: string };

/** The script nonce of this response's CSP, for the server renderer. */
export function scriptNonceOf(raw: ServerResponse): string | undefined {
  return (raw as NonceResponse).scriptNonce;
}

/**
 * Security headers with a nonce-based CSP (the web server passes the script
 * nonce to React Router's server renderer), and a default rate limit on every
 * route; sign-in, OTP and writes set tighter limits of their own. With Redis
 * the limit is shared by every API instance.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { redis?: Redis; maxPerMinute: number }) => {
    // Only scripts get a nonce: a style nonce would make browsers ignore 'unsafe-inline' for style attributes.
    app.addHook('onRequest', async (_request, reply) => {
      (reply.raw as NonceResponse).scriptNonce = randomBytes(16).toString('base64');
    });
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as NonceResponse).scriptNonce}'`],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: ["'self'"],
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
    await app.register(rateLimit, {
      global: true,
      max: options.maxPerMinute,
      timeWindow: '1 minute',
      ...(options.redis ? { redis: options.redis, nameSpace: 'bedesten-rl:' } : {}),
      // Static files and pages are cheap and cached; the limit guards the API.
      allowList: (request) => !request.url.startsWith('/api/'),
      keyGenerator: (request) => request.clientIp,
    });
  },
  { name: 'security', dependencies: ['client-ip'] },
);
