import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/identity.ts';
import { createEventBus, type EventBus } from '../../lib/event-bus.ts';
import { authPlugin } from '../../plugins/auth.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { languagePlugin } from '../../plugins/language.ts';
import { createSessionsRepository } from '../identity/sessions.repository.ts';
import type { OutgoingMessage } from '../messaging/messenger.ts';
import { createVendorWithStore, demoTrusted } from '../../../test/factories.ts';
import { orderCast } from '../../../test/order-scenarios.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createInProcessJobRunner } from '../../lib/jobs/in-process-runner.ts';
import { createNotifier } from './create-notifier.ts';
import { notificationsRoutes } from './notifications.routes.ts';

describe('notifications: order events, the list, read marks', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  type Headers = Record<string, string>;
  const get = (url: string, headers: Headers, lang = 'en') =>
    ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': lang } });
  const post = (url: string, headers: Headers, payload: object, lang = 'en') =>
    ctx.app.inject({ method: 'POST', url, headers: { ...headers, 'accept-language': lang }, payload });

  it('tells the customer of each status change in the list at once, and by one e-mail in their own language', async () => {
    const c = await orderCast(ctx.app, ctx.database, { language: 'tr' });
    const order = await c.placeOrder();
    await post('/api/vendor-update-order-status', c.vendor.headers, { order_id: order.id, status: 'accepted' });
    await post('/api/vendor-update-order-status', c.vendor.headers, { order_id: order.id, status: 'packed' });

    const list = await get('/api/notification-list', c.buyer.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      total: 2,
      unread_count: 2,
      data: [
        {
          kind: 'order_status',
          message: `Your order ${order.number} is now Packed`,
          link: `/order?id=${order.id}`,
          read: false,
        },
        { message: `Your order ${order.number} is now Accepted` },
      ],
    });
    // The same rows read in Turkish when the list is opened in Turkish.
    expect((await get('/api/notification-list', c.buyer.headers, 'tr')).json().data[0].message).toBe(
      `${order.number} numaralı siparişinizin durumu: Paketlendi`,
    );

    const outbox = () => get(`/api/dev/outbox?to=${encodeURIComponent(c.buyer.user.email!)}`, demoTrusted(ctx.app));
    // The e-mail waits a few minutes for further changes, then tells the latest.
    expect((await outbox()).json().data).toEqual([]);
    await ctx.app.jobs.runDelayed();
    await ctx.app.eventsSettled();
    const mail = (await outbox()).json().data;
    expect(mail.map((m: { subject: string }) => m.subject)).toEqual([
      `${order.number} numaralı siparişinizin durumu: Paketlendi`,
    ]);
    expect(mail[0].body).toContain(`/order?id=${order.id}`);
  });

  it('tells the vendor when the customer cancels, and the customer when the vendor marks it paid', async () => {
    const c = await orderCast(ctx.app, ctx.database);
    const cancelled = await c.placeOrder();
    await post('/api/changeOrderStatus', c.buyer.headers, { order_id: cancelled.id, status: 'cancelled' });
    const vendorList = (await get('/api/notification-list', c.vendor.headers)).json();
    expect(vendorList.data).toEqual([
      expect.objectContaining({
        kind: 'order_cancelled',
        message: `The customer cancelled order ${cancelled.number}`,
        link: `/vendor/orders?id=${cancelled.id}`,
      }),
    ]);

    const paid = await c.placeOrder();
    await post('/api/vendor-update-order-status', c.vendor.headers, { order_id: paid.id, mark_paid: true });
    const customerList = (await get('/api/notification-list', c.buyer.headers)).json();
    expect(customerList.data[0]).toMatchObject({
      kind: 'order_paid',
      message: `We received the payment for your order ${paid.number}`,
    });
  });

  it('marks one or all read, only the caller’s own, and counts the unread', async () => {
    const c = await orderCast(ctx.app, ctx.database);
    const order = await c.placeOrder();
    for (const status of ['accepted', 'packed', 'dispatched']) {
      await post('/api/vendor-update-order-status', c.vendor.headers, { order_id: order.id, status });
    }
    const list = (await get('/api/notification-list?per_page=2', c.buyer.headers)).json();
    expect(list).toMatchObject({ total: 3, last_page: 2, unread_count: 3 });
    const first = list.data[0].id;

    const other = await createVendorWithStore(ctx.app, ctx.database);
    expect((await post('/api/notificationRead', other.headers, { id: first })).statusCode).toBe(404);
    const one = await post('/api/notificationRead', c.buyer.headers, { id: first });
    expect(one.json()).toMatchObject({ data: { unread_count: 2 }, message: 'Marked as read' });
    expect((await get('/api/notification-list', c.buyer.headers)).json().data[0].read).toBe(true);
    expect((await get('/api/notificationCountUpdate', c.buyer.headers)).json()).toEqual({ data: { unread_count: 2 } });
    expect((await post('/api/notificationRead', c.buyer.headers, { all: true })).json().data.unread_count).toBe(0);
    expect((await post('/api/notificationRead', c.buyer.headers, {})).statusCode).toBe(400);
    expect((await get('/api/notification-list', {})).statusCode).toBe(401);
  });

  describe('order.placed: the vendor’s row, the customer’s e-mail and the live panel', () => {
    // The checkout module publishes order.placed; here the module gets a bus of its own to publish on.
    let app: FastifyInstance;
    let events: EventBus;
    const sent: OutgoingMessage[] = [];

    beforeAll(async () => {
      app = Fastify({ logger: false });
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      await app.register(cookie, { secret: ctx.config.SESSION_SECRET });
      await app.register(languagePlugin);
      await app.register(errorsPlugin);
      await app.register(authPlugin, { repository: createSessionsRepository(ctx.database.db), config: ctx.config });
      events = createEventBus({ log: app.log });
      const repository = createNotificationsRepository(ctx.database.db);
      const notifier = createNotifier({
        repository,
        messenger: {
          send: async (message) => void sent.push(message),
          queue: async (message) => void sent.push(message),
          sendAll: async (messages) => void sent.push(...messages),
        },
        push: null,
        siteUrl: () => 'https://bedesten.test',
        jobs: createInProcessJobRunner({ log: app.log }),
        log: app.log,
      });
      await app.register(notificationsRoutes, { repository, notifier, events, push: null });
      await app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => app.close());

    const placed = (
      c: Awaited<ReturnType<typeof orderCast>>,
      order: { id: string; number: number; orderTotal: number },
    ) =>
      events.publish({
        type: 'order.placed',
        orderId: order.id,
        number: order.number,
        storeId: c.vendor.store.id,
        vendorUserId: c.vendor.user.id,
        userId: c.buyer.user.id,
        total: order.orderTotal,
        currency: 'EUR',
      });

    it('writes the vendor’s new-order row and e-mails the customer', async () => {
      const c = await orderCast(ctx.app, ctx.database);
      await ctx.database.db.update(users).set({ language: 'tr' }).where(eq(users.id, c.buyer.user.id));
      const order = await c.placeOrder();
      await placed(c, order);
      const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, c.vendor.user.id));
      expect(rows).toMatchObject([
        { kind: 'new_order', messageKey: 'new_order_received', link: `/vendor/orders?id=${order.id}` },
      ]);
      const vendorList = (await get('/api/notification-list', c.vendor.headers)).json();
      expect(vendorList.data[0].message).toBe(`New order ${order.number} for €${(order.orderTotal / 100).toFixed(2)}`);
      // The vendor is e-mailed too (their toggles allow it); people are told in parallel, so find the customer's.
      expect(sent.find((m) => m.channel === 'email' && m.to === c.buyer.user.email)).toMatchObject({
        channel: 'email',
        subject: `${order.number} numaralı siparişiniz Lefkoşa Bakkal mağazasına iletildi`,
      });
    });

    it('pushes the new order to the vendor’s open panel only, as server-sent events', async () => {
      const c = await orderCast(ctx.app, ctx.database);
      const other = await orderCast(ctx.app, ctx.database);
      const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      expect((await fetch(`${base}/api/vendor-events`, { headers: c.buyer.headers })).status).toBe(403);

      const abort = new AbortController();
      const response = await fetch(`${base}/api/vendor-events`, {
        headers: { ...c.vendor.headers, 'accept-language': 'tr' },
        signal: abort.signal,
      });
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let received = '';
      const readUntil = async (needle: string) => {
        while (!received.includes(needle)) {
          const { value, done } = await reader.read();
          if (done) break;
          received += decoder.decode(value);
        }
      };
      await readUntil(': connected');

      const foreign = await other.placeOrder();
      await placed(other, foreign);
      const own = await c.placeOrder();
      await placed(c, own);
      await readUntil(`"number":${own.number}`);
      abort.abort();

      expect(received).not.toContain(foreign.id);
      const data = JSON.parse(/event: order\.placed\ndata: (.*)\n/.exec(received)![1]!);
      expect(data).toMatchObject({ type: 'order.placed', order_id: own.id, number: own.number, total: own.orderTotal });
      expect(data.message).toContain(`yeni sipariş: ${own.number}`);
    });
  });
});
