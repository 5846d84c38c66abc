import { Agent, request } from 'node:https';
import { connect as netConnect, type LookupFunction } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import webpush from 'web-push';
import { isKnownPushEndpoint } from './push-endpoints.ts';
import type { PushPayload } from '@bedesten/core/schemas/push';
import { OutboundAddressRefusedError, PublicOnlyAgent } from '../../lib/outbound-guard.ts';
import type { VapidKeys } from './vapid-keys.ts';

export interface StoredPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * `gone`: the push service forgot the subscription (404/410), or its endpoint
 * is not at a known push service (one stored before ADR 0083), so must we.
 * `blocked`: the push service's name resolved to an address that is not
 * public, so nothing was sent; trying again would not change that.
 */
export type PushOutcome = 'sent' | 'gone' | 'blocked' | 'failed';

export interface PushSender {
  readonly publicKey: string;
  send(subscription: StoredPushSubscription, payload: PushPayload): Promise<{ outcome: PushOutcome; status?: number }>;
}

/** A day: a browser that is off longer misses the push, the notification list still has it. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/** One request and its status; redirects are not followed (the status is the answer). */
function post(
  endpoint: string,
  init: { method: string; headers: Record<string, string>; body: Buffer | null; agent: Agent },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(endpoint),
      { method: init.method, headers: init.headers, agent: init.agent, signal: AbortSignal.timeout(TIMEOUT_MS) },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body ?? undefined);
  });
}

/**
 * `deliverTo` (tests' fake push service): every push goes to this one address whatever its
 * endpoint's host (plain TCP for http://, TLS for https://), the request
 * itself unchanged. Set only by tests through AppDeps, never by configuration, so not held to public addresses.
 */
function agentTo(base: string): Agent {
  const url = new URL(base);
  const secure = url.protocol === 'https:';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(url.port || (secure ? 443 : 80));
  const agent = new Agent({ keepAlive: false });
  agent.createConnection = () => (secure ? tlsConnect({ host, port, servername: host }) : netConnect({ host, port }));
  return agent;
}

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload
 * encryption (RFC 8291) from `web-push`. Only endpoints at a known push
 * service are sent to, through an agent that connects to public addresses
 * only (ADR 0083); a stuck push service is given up after 10 s. `deliverTo`
 * is `deliverTo`; `lookup` replaces the system resolver (tests).
 */
export function createWebPushSender(
  keys: VapidKeys,
  options: { deliverTo?: string | undefined; lookup?: LookupFunction } = {},
): PushSender {
  const agent = options.deliverTo
    ? agentTo(options.deliverTo)
    : new PublicOnlyAgent({ keepAlive: true, ...(options.lookup ? { lookup: options.lookup } : {}) });
  return {
    publicKey: keys.publicKey,
    async send(subscription, payload) {
      if (!isKnownPushEndpoint(subscription.endpoint)) return { outcome: 'gone' };
      const details = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: keys,
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
        },
      );
      const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
      let status: number;
      try {
        status = await post(details.endpoint, { method: details.method, headers, body: details.body, agent });
      } catch (error) {
        if (error instanceof OutboundAddressRefusedError) return { outcome: 'blocked' };
        throw error;
      }
      if (status >= 200 && status < 300) return { outcome: 'sent', status };
      if (status === 404 || status === 410) return { outcome: 'gone', status };
      return { outcome: 'failed', status };
    },
  };
}
