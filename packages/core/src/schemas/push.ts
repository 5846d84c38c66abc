import { z } from 'zod';

/** A URL-safe base64 key as browsers hand it out (no padding). */
const base64Url = z
  .string()
  .min(8)
  .max(256)
  .regex(/^[A-Za-z0-9_-]+=*$/, 'invalid');

/**
 * A browser's Push API subscription (`PushSubscription.toJSON()`), which
 * stands where the spec's FCM token stood (ADR 0030).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1024),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64Url, auth: base64Url }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/** `updateFCMToken`: the subscription this browser holds for the signed-in person. */
export const updateFcmTokenBody = z.object({ subscription: pushSubscriptionSchema });

/** `push-unsubscribe`: forget this browser's subscription. */
export const pushUnsubscribeBody = z.object({ endpoint: z.url().max(1024) });

export const pushPublicKeyResponseSchema = z.object({ data: z.object({ public_key: z.string().nullable() }) });

export const pushMessageResponseSchema = z.object({ data: z.object({ message: z.string() }) });

/** What a push message carries; the service worker shows it. */
export interface PushPayload {
  title: string;
  body: string;
  /** Absolute address the notification opens. */
  link: string | null;
  tag: string;
}
