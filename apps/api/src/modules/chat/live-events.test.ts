import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { bookingBody, createDriver, ensureVehicleTypes } from '../../../test/cab-factories.ts';
import { openChatSocket, reachableRedis, type ChatSocket } from '../../../test/chat-sockets.ts';
import { createSignedInUser, createVendorWithStore } from '../../../test/factories.ts';
import { createOrder } from '../../../test/order-factories.ts';
import { orderCast } from '../../../test/order-scenarios.ts';
import { http } from '../../../test/request-scenarios.ts';
import { createTestApp, forgetKeys, type TestContext } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';

type Headers = Record<string, string>;

/**
 * Everything the server pushed to this socket before now: a ping's pong comes
 * after every frame sent to it earlier, so what is not here was not sent.
 */
async function heardSoFar(socket: ChatSocket) {
  const pongs = socket.events.filter((event) => event.type === 'pong').length;
  socket.send({ type: 'ping' });
  await socket.next('pong', () => socket.events.filter((event) => event.type === 'pong').length > pongs);
  return socket.events.filter((event) => event.type === 'order' || event.type === 'ride');
}

async function bookRide(app: FastifyInstance, headers: Headers) {
  const response = await http(app).post('/api/cab-booking', headers, bookingBody());
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
}

/** Issue 43: open order and ride pages hear each change over the account socket, and only their people do. */
describe('live order and ride changes over the account socket (one instance)', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof http>;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    api = http(ctx.app);
    await ensureVehicleTypes(ctx.database);
  });
  afterAll(() => ctx.close());

  it('pushes a vendor’s status change to the order’s customer and store, not to another customer of the store', async () => {
    const c = await orderCast(ctx.app, ctx.database);
    const order = await c.placeOrder();
    const other = await createSignedInUser(ctx.app, ctx.database, { name: 'Can Öztürk' });
    await createOrder(ctx.database, {
      userId: other.user.id,
      storeId: c.vendor.store.id,
      lines: [{ variantId: c.bread.variants[0]!.id, quantity: 1 }],
    });
    const otherVendor = await createVendorWithStore(ctx.app, ctx.database, { title: 'Girne Fırını' });
    const customer = await openChatSocket(ctx.app, c.buyer.headers);
    const vendor = await openChatSocket(ctx.app, c.vendor.headers);
    const stranger = await openChatSocket(ctx.app, other.headers);
    const strangerVendor = await openChatSocket(ctx.app, otherVendor.headers);

    const moved = await api.post('/api/vendor-update-order-status', c.vendor.headers, {
      order_id: order.id,
      status: 'accepted',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await customer.next('order', (e) => e.status === 'accepted')).toEqual({
      type: 'order',
      order_id: order.id,
      status: 'accepted',
    });
    await vendor.next('order', (e) => e.order_id === order.id && e.status === 'accepted');
    // The customer's badge counts again: the change wrote them a notification.
    await customer.next('notifications');

    await api.post('/api/vendor-update-order-status', c.vendor.headers, { order_id: order.id, status: 'packed' });
    await customer.next('order', (e) => e.status === 'packed');
    // A customer's cancel reaches the store's socket the same way.
    const second = await c.placeOrder();
    const cancelled = await api.post('/api/changeOrderStatus', c.buyer.headers, {
      order_id: second.id,
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await vendor.next('order', (e) => e.order_id === second.id && e.status === 'cancelled');

    expect(await heardSoFar(stranger)).toEqual([]);
    expect(await heardSoFar(strangerVendor)).toEqual([]);
    expect(stranger.events.filter((e) => e.type === 'notifications')).toEqual([]);
    for (const socket of [customer, vendor, stranger, strangerVendor]) socket.ws.terminate();
  });

  it('pushes a driver’s confirmation to the ride’s customer and the other offered driver, not to another customer', async () => {
    const driver = await createDriver(ctx.app, ctx.database);
    const rival = await createDriver(ctx.app, ctx.database);
    const me = await createSignedInUser(ctx.app, ctx.database, { name: 'Eleni Georgiou' });
    const someoneElse = await createSignedInUser(ctx.app, ctx.database);
    await bookRide(ctx.app, someoneElse.headers);
    const ride = await bookRide(ctx.app, me.headers);
    const customer = await openChatSocket(ctx.app, me.headers);
    const rivalSocket = await openChatSocket(ctx.app, rival.headers);
    const stranger = await openChatSocket(ctx.app, someoneElse.headers);

    const confirmed = await api.post('/api/driver-ride-status', driver.headers, { id: ride.id, status: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await customer.next('ride', (e) => e.ride_id === ride.id)).toEqual({
      type: 'ride',
      ride_id: ride.id,
      status: 'confirmed',
    });
    // The other driver's open offer hears it is gone.
    await rivalSocket.next('ride', (e) => e.ride_id === ride.id && e.status === 'confirmed');

    // The customer cancels: the driver who took it hears that too.
    const driverSocket = await openChatSocket(ctx.app, driver.headers);
    const cancel = await api.post('/api/ride-cancel', me.headers, { id: ride.id });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await driverSocket.next('ride', (e) => e.ride_id === ride.id && e.status === 'cancelled');

    expect(await heardSoFar(stranger)).toEqual([]);
    for (const socket of [customer, rivalSocket, stranger, driverSocket]) socket.ws.terminate();
  });

  it('tells the person’s other tabs when they read their notifications', async () => {
    const c = await orderCast(ctx.app, ctx.database);
    const order = await c.placeOrder();
    await api.post('/api/vendor-update-order-status', c.vendor.headers, { order_id: order.id, status: 'accepted' });
    const tab = await openChatSocket(ctx.app, c.buyer.headers);
    const read = await api.post('/api/notificationRead', c.buyer.headers, { all: true });
    expect(read.json().data).toEqual({ unread_count: 0 });
    await tab.next('notifications');
    tab.ws.terminate();
  });
});

/**
 * Two API instances on one database and one Redis, as behind a load
 * balancer: the page's socket is held by one, the change made through the other.
 */
describe('live order and ride changes across two instances (Redis)', () => {
  let redisUrl: string | null = null;
  let keyPrefix: string | undefined;
  let database: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const clients: Redis[] = [];
  let dataDir = '';

  beforeAll(async () => {
    redisUrl = await reachableRedis();
    if (!redisUrl) return;
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bedesten-live-'));
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    keyPrefix = `test-live-${randomBytes(4).toString('hex')}:`;
    const instance = async () => {
      const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1, keyPrefix });
      clients.push(redis);
      const app = await buildApp({ config, database, serveWeb: false, redis });
      await app.ready();
      return app;
    };
    a = await instance();
    b = await instance();
    await ensureVehicleTypes(database);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const redis of clients) await redis.quit();
    if (redisUrl && keyPrefix) await forgetKeys(redisUrl, keyPrefix);
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('brings a status change made through instance B to the customer’s socket on instance A', async (t) => {
    if (!redisUrl) return t.skip('no Redis: set REDIS_URL, or run redis-server on 127.0.0.1:6379');
    const c = await orderCast(a, database);
    const order = await c.placeOrder();
    const onA = await openChatSocket(a, c.buyer.headers);
    const moved = await http(b).post('/api/vendor-update-order-status', c.vendor.headers, {
      order_id: order.id,
      status: 'accepted',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await onA.next('order', (e) => e.order_id === order.id && e.status === 'accepted');
    await onA.next('notifications');
    onA.ws.terminate();
  });

  it('brings a ride confirmed through instance B to the customer’s socket on instance A', async (t) => {
    if (!redisUrl) return t.skip('no Redis: set REDIS_URL, or run redis-server on 127.0.0.1:6379');
    const driver = await createDriver(b, database);
    const me = await createSignedInUser(a, database);
    const ride = await bookRide(a, me.headers);
    const onA = await openChatSocket(a, me.headers);
    const confirmed = await http(b).post('/api/driver-ride-status', driver.headers, {
      id: ride.id,
      status: 'confirmed',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await onA.next('ride', (e) => e.ride_id === ride.id && e.status === 'confirmed');
    onA.ws.terminate();
  });
});
