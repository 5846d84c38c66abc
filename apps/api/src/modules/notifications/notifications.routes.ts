import { formatAmount } from '@bedesten/core/money/format-money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { pageOffset, pageQuerySchema, toPagedList } from '@bedesten/core/paging/paged-list';
import { errorResponses } from '@bedesten/core/schemas/error';
import {
  notificationListResponseSchema,
  notificationReadBody,
  unreadCountResponseSchema,
} from '@bedesten/core/schemas/orders';
import { actorOf, requireType, requireUser, SESSION_SECURITY } from '../../plugins/auth.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { changesNoPublicData } from '../../plugins/public-data-writes.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import type { Notifier } from './notifier.ts';
import { notifyOrderEvents } from './notify-order-events.ts';
import type { PushSender } from './push-sender.ts';
import { pushRoutes } from './push.routes.ts';
import { renderMessage, toNotification } from './render-notification.ts';
import { createVendorEventHub } from './vendor-event-hub.ts';

const tags = ['notifications'];
const security = SESSION_SECURITY;
/** Proxies drop a quiet connection after a minute or so; a comment line every 25 s keeps it open. */
const HEARTBEAT_MS = 25_000;

/**
 * In-app notifications (SPEC.md §7 notification-list, notificationRead,
 * notificationCountUpdate, updateFCMToken), the order events that send
 * them, and the vendor panel's live new-order stream (`vendor-events`,
 * server-sent events).
 */
export interface NotificationsRoutesDeps {
  repository: NotificationsRepository;
  notifier: Notifier;
  events: EventBus;
  /** Web push (null: off); its subscriptions are kept by `updateFCMToken`. */
  push: PushSender | null;
}

export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesDeps> = async (app, deps) => {
  // Every write here changes only its own parties' data: shared answers stay (ADR 0072).
  app.addHook('onRoute', changesNoPublicData);
  const { repository } = deps;
  notifyOrderEvents(deps);
  await app.register(pushRoutes, { repository, push: deps.push });

  const hub = createVendorEventHub();
  deps.events.onEveryInstance('order.placed', (event) =>
    hub.send(event.storeId, (lang) => ({
      type: 'order.placed',
      order_id: event.orderId,
      number: event.number,
      total: event.total,
      currency: event.currency,
      message: renderMessage(
        'new_order_received',
        { number: event.number, amount: formatAmount(event.total, event.currency, lang) },
        lang,
      ),
    })),
  );
  app.addHook('preClose', async () => hub.closeAll());

  app.get(
    '/api/notification-list',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The caller’s notifications, newest first, paged, each in the request’s language; with `unread_count`',
        security,
        querystring: pageQuerySchema,
        response: { 200: notificationListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total, unread } = await repository.list(actorOf(request).userId, {
        offset: pageOffset(q),
        limit: q.per_page,
      });
      return {
        ...toPagedList(
          rows.map((row) => toNotification(row, request.lang)),
          total,
          q,
          request.url,
        ),
        unread_count: unread,
      };
    },
  );

  app.get(
    '/api/notificationCountUpdate',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'How many of the caller’s notifications are unread',
        security,
        response: { 200: unreadCountResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: { unread_count: await repository.unreadCount(actorOf(request).userId) } }),
  );

  app.post(
    '/api/notificationRead',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Mark one of the caller’s notifications read (`id`), or all of them (`all: true`)',
        security,
        body: notificationReadBody,
        response: {
          200: z.object({ data: z.object({ unread_count: z.number().int() }), message: z.string() }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const { userId } = actorOf(request);
      const body = request.body;
      if ('id' in body) {
        if (!(await repository.markRead(userId, body.id))) throw notFound();
      } else {
        await repository.markAllRead(userId);
      }
      // The person's other tabs count again.
      deps.events.publishInBackground({ type: 'notifications.changed', userIds: [userId] });
      return {
        data: { unread_count: await repository.unreadCount(userId) },
        message: message('notifications_marked_read', request.lang),
      };
    },
  );

  app.get(
    '/api/vendor-events',
    {
      onRequest: requireType('vendor'),
      schema: {
        tags,
        summary: 'Server-sent events for the vendor’s open panel: `order.placed` for the own store',
        description:
          '`text/event-stream`; each event’s data is `{type, order_id, number, total, currency, message}` in the request’s language. Works across API instances through the event bus (Redis pub/sub).',
        security,
        response: errorResponses(401, 403),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (!actor.storeId) throw new AppError(403, 'store_incomplete', { redirect: '/vendor/setup-store' });
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      response.write('retry: 5000\n: connected\n\n');
      const remove = hub.add(actor.storeId, { lang: request.lang, response });
      const heartbeat = setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        remove();
      });
    },
  );
};
