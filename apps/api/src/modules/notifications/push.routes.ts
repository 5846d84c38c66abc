import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { isKnownPushEndpoint } from './push-endpoints.ts';
import { errorResponses } from '@bedesten/core/schemas/error';
import {
  pushMessageResponseSchema,
  pushPublicKeyResponseSchema,
  pushUnsubscribeBody,
  updateFcmTokenBody,
} from '@bedesten/core/schemas/push';
import { actorOf, requireUser, SESSION_SECURITY } from '../../plugins/auth.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import type { PushSender } from './push-sender.ts';

const tags = ['notifications'];

/**
 * Web push (ADR 0030): the spec's `updateFCMToken` stores the browser's
 * standard Push API subscription instead of a Firebase token.
 */
export const pushRoutes: FastifyPluginAsyncZod<{
  repository: Pick<NotificationsRepository, 'savePushSubscription' | 'deletePushSubscription'>;
  push: PushSender | null;
}> = async (app, { repository, push }) => {
  app.get(
    '/api/push-public-key',
    {
      schema: {
        tags,
        summary:
          'The server’s VAPID public key, for `PushManager.subscribe({applicationServerKey})`; null when push is off',
        response: { 200: pushPublicKeyResponseSchema },
      },
    },
    async () => ({ data: { public_key: push?.publicKey ?? null } }),
  );

  app.post(
    '/api/updateFCMToken',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'Keep this browser’s push subscription for the caller (by endpoint; one held by another account moves)',
        description:
          'The body is `PushSubscription.toJSON()` under `subscription` (ADR 0030: it replaces the FCM token). ' +
          'The endpoint must be https on port 443 at a known browser push service (ADR 0083).',
        security: SESSION_SECURITY,
        body: updateFcmTokenBody,
        response: { 200: pushMessageResponseSchema, ...errorResponses(400, 401, 503) },
      },
    },
    async (request) => {
      if (!push) throw new AppError(503, 'push_not_configured');
      const { subscription } = request.body;
      // The server will POST to this address: only a browser push service's, never one of the caller's choosing.
      if (!isKnownPushEndpoint(subscription.endpoint)) {
        throw new AppError(400, 'push_endpoint_not_allowed', {
          fields: { 'subscription.endpoint': [{ key: 'push_endpoint_not_allowed' }] },
        });
      }
      await repository.savePushSubscription(actorOf(request).userId, {
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      });
      return { data: { message: message('push_subscribed', request.lang) } };
    },
  );

  app.post(
    '/api/push-unsubscribe',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Forget one of the caller’s push subscriptions (this browser turned notifications off)',
        security: SESSION_SECURITY,
        body: pushUnsubscribeBody,
        response: { 200: pushMessageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      if (!(await repository.deletePushSubscription(actorOf(request).userId, request.body.endpoint))) throw notFound();
      return { data: { message: message('push_unsubscribed', request.lang) } };
    },
  );
};
