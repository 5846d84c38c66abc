import webpush from 'web-push';
import type { PushPayload } from '@bedesten/core/schemas/push';
import type { VapidKeys } from './vapid-keys.ts';

export interface StoredPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `gone`: the push service forgot the subscription (404/410), so must we. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  readonly publicKey: string;
  send(subscription: StoredPushSubscription, payload: PushPayload): Promise<{ outcome: PushOutcome; status?: number }>;
}

/** A day: a browser that is off longer misses the push, the notification list still has it. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload
 * encryption (RFC 8291) from `web-push`; the request itself goes out with
 * fetch, so a stuck push service is given up after 10 s.
 */
export function createWebPushSender(keys: VapidKeys): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(subscription, payload) {
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
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers,
        body: details.body ?? null,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return { outcome: 'sent', status: response.status };
      if (response.status === 404 || response.status === 410) return { outcome: 'gone', status: response.status };
      return { outcome: 'failed', status: response.status };
    },
  };
}
