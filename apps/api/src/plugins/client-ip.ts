import fp from 'fastify-plugin';
import { CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER } from '@bedesten/core/http/internal-headers';
import { hmacSha256Hex, sameDigest } from '../lib/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The person's address: request.ip, or the one the web renderer vouches for. */
    clientIp: string;
  }
}

export function signClientIp(secret: string, ip: string): string {
  return hmacSha256Hex(secret, `client-ip:${ip}`);
}

/**
 * Server-rendered pages call the API from loopback on behalf of a visitor.
 * The web plugin tells the renderer the visitor's address with a signature
 * only this process can make; the renderer passes both on, and this plugin
 * believes the address only when the signature holds. Registered before the
 * rate limiter, which keys by `clientIp`.
 */
export const clientIpPlugin = fp(
  async (app, options: { secret: string }) => {
    app.decorateRequest('clientIp', '');
    app.addHook('onRequest', async (request) => {
      request.clientIp = request.ip;
      const ip = request.headers[CLIENT_IP_HEADER];
      const signature = request.headers[CLIENT_IP_SIGNATURE_HEADER];
      if (
        typeof ip === 'string' &&
        typeof signature === 'string' &&
        sameDigest(signature, signClientIp(options.secret, ip))
      ) {
        request.clientIp = ip;
      }
    });
  },
  { name: 'client-ip' },
);
