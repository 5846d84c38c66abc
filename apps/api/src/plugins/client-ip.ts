import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import {
  CLIENT_IP_HEADER,
  CLIENT_IP_SIGNATURE_HEADER,
  CLIENT_LOCAL_HEADER,
} from '@bedesten/core/http/internal-headers';
import { hmacSha256Hex, sameDigest } from '../lib/tokens.ts';

/** Who a request is for, as limits and the demo's local-only helpers see it. */
export interface ClientAddress {
  ip: string;
  /** On this computer (loopback, not relayed by a proxy): may read the outbox and use the demo accounts. */
  local: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers with which the web renderer's API calls speak for this visitor (only this process can make them). */
    vouchForClient(client: ClientAddress): Record<string, string>;
  }
  interface FastifyRequest {
    /** The person's address: request.ip, or the one the web renderer vouches for. */
    clientIp: string;
    /** Whether the person is on this computer; see `ClientAddress.local`. */
    clientLocal: boolean;
    /** The web renderer made this call for a visitor (the address is vouched for by this process). */
    clientVouched: boolean;
  }
}

const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

export function isLoopback(ip: string | undefined): boolean {
  if (!ip) return false;
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return v4.startsWith('127.') || ip === '::1';
}

function relayedByProxy(headers: IncomingHttpHeaders): boolean {
  return PROXY_HEADERS.some((name) => headers[name] !== undefined);
}

/**
 * The client's address. No request header changes it unless `TRUST_PROXY`
 * is set (then Fastify reads X-Forwarded-For), with one exception that no
 * outside caller can use: server-rendered pages call the API over loopback
 * on behalf of a visitor, and the web plugin hands the renderer the
 * visitor's address signed with a key made at start and kept in memory.
 * The signature is believed only when the connection itself comes from
 * loopback. Registered before the rate limiter, which keys by `clientIp`.
 *
 * A request that carries X-Forwarded-For (or Forwarded, X-Real-IP) while
 * `TRUST_PROXY` is off came through a proxy we were not told about: every
 * client then shares the proxy's address and one rate-limit budget, so this
 * is logged once; such a request never counts as local, even from loopback.
 */
export const clientIpPlugin = fp(
  async (app, options: { trustProxy: boolean }) => {
    const key = randomBytes(32).toString('hex');
    const sign = (client: ClientAddress) => hmacSha256Hex(key, `client:${client.ip}:${client.local ? 1 : 0}`);
    let warned = false;

    app.decorate('vouchForClient', (client: ClientAddress) => ({
      [CLIENT_IP_HEADER]: client.ip,
      [CLIENT_LOCAL_HEADER]: client.local ? '1' : '0',
      [CLIENT_IP_SIGNATURE_HEADER]: sign(client),
    }));
    app.decorateRequest('clientIp', '');
    app.decorateRequest('clientLocal', false);
    app.decorateRequest('clientVouched', false);
    app.addHook('onRequest', async (request) => {
      const proxied = !options.trustProxy && relayedByProxy(request.headers);
      if (proxied && !warned) {
        warned = true;
        app.log.warn(
          'a request came through a proxy (X-Forwarded-For) but TRUST_PROXY is off: all clients share one address and one rate-limit budget; set TRUST_PROXY=true behind a trusted proxy',
        );
      }
      request.clientIp = request.ip;
      request.clientLocal = !proxied && isLoopback(request.ip);

      const ip = request.headers[CLIENT_IP_HEADER];
      const local = request.headers[CLIENT_LOCAL_HEADER];
      const signature = request.headers[CLIENT_IP_SIGNATURE_HEADER];
      if (typeof ip !== 'string' || typeof signature !== 'string' || (local !== '1' && local !== '0')) return;
      if (proxied || !isLoopback(request.socket.remoteAddress)) return;
      const vouched = { ip, local: local === '1' };
      if (sameDigest(signature, sign(vouched))) {
        request.clientIp = vouched.ip;
        request.clientLocal = vouched.local;
        request.clientVouched = true;
      }
    });
  },
  { name: 'client-ip' },
);
