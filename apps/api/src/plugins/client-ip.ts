import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import {
  CLIENT_IP_HEADER,
  CLIENT_IP_SIGNATURE_HEADER,
  CLIENT_TRUSTED_HEADER,
} from '@bedesten/core/http/internal-headers';
import { DEMO_TRUST_COOKIE } from '@bedesten/core/http/page-cookies';
import { hmacSha256Hex, sameDigest } from '../lib/tokens.ts';
import { DEMO_TOKEN_HEADER, type DemoTrust } from './demo-trust.ts';

/** Who a request is for, as limits and the demo's helpers see it. */
export interface ClientAddress {
  ip: string;
  /**
   * Holds this start's demo token (the `X-Demo-Token` header, or the cookie the printed link set; ADR 0084):
   * may read the outbox and use the demo accounts. Never inferred from the address.
   */
  trusted: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers with which the web renderer's API calls speak for this visitor (only this process can make them). */
    vouchForClient(client: ClientAddress): Record<string, string>;
    /** This start's demo token (ADR 0084), for the link server.ts prints and for tests. */
    demoToken: string;
  }
  interface FastifyRequest {
    /** The person's address: request.ip, or the one the web renderer vouches for. */
    clientIp: string;
    /** Whether the person holds the demo token; see `ClientAddress.trusted`. */
    clientTrusted: boolean;
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
 * is logged once.
 *
 * Trust for the demo (ADR 0084) is the token or its cookie, never the peer:
 * a relay on this computer that adds no X-Forwarded-For (a bare nginx
 * `proxy_pass`, stunnel, haproxy in tcp mode) makes every visitor loopback.
 * The renderer vouches for its visitor's trust as for the address.
 */
export const clientIpPlugin = fp(
  async (app, options: { trustProxy: boolean; demoTrust: DemoTrust }) => {
    const { demoTrust } = options;
    const key = randomBytes(32).toString('hex');
    const sign = (client: ClientAddress) => hmacSha256Hex(key, `client:${client.ip}:${client.trusted ? 1 : 0}`);
    let warned = false;

    app.decorate('vouchForClient', (client: ClientAddress) => ({
      [CLIENT_IP_HEADER]: client.ip,
      [CLIENT_TRUSTED_HEADER]: client.trusted ? '1' : '0',
      [CLIENT_IP_SIGNATURE_HEADER]: sign(client),
    }));
    app.decorate('demoToken', demoTrust.token);
    app.decorateRequest('clientIp', '');
    app.decorateRequest('clientTrusted', false);
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
      request.clientTrusted =
        demoTrust.isToken(request.headers[DEMO_TOKEN_HEADER]) || demoTrust.isCookie(request.cookies[DEMO_TRUST_COOKIE]);

      const ip = request.headers[CLIENT_IP_HEADER];
      const trusted = request.headers[CLIENT_TRUSTED_HEADER];
      const signature = request.headers[CLIENT_IP_SIGNATURE_HEADER];
      if (typeof ip !== 'string' || typeof signature !== 'string' || (trusted !== '1' && trusted !== '0')) return;
      if (proxied || !isLoopback(request.socket.remoteAddress)) return;
      const vouched = { ip, trusted: trusted === '1' };
      if (sameDigest(signature, sign(vouched))) {
        request.clientIp = vouched.ip;
        request.clientTrusted = vouched.trusted;
        request.clientVouched = true;
      }
    });
  },
  { name: 'client-ip' },
);
