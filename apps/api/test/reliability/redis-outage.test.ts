import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { connectRedis } from '../../src/lib/redis.ts';
import { createConversation, postText } from '../chat-factories.ts';
import { openChatSocket, type ChatSocket } from '../chat-sockets.ts';
import { customerWithCart, orderBody } from '../checkout-helpers.ts';
import { createProduct, createUser, createVendorWithStore } from '../factories.ts';
import { redisServerBinary, startOwnRedis, type OwnRedis } from '../redis-server.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';

/**
 * Issue 42, items 2 and 6: Redis is optional while running. Two API
 * instances share one database and a Redis of this test's own (a
 * redis-server on a free port; the machine's Redis is never touched), as
 * behind a load balancer. In the middle of a burst of page-like reads,
 * orders, code sends and chat messages the Redis first hangs (SIGSTOP: the
 * port takes connections, nothing answers), then dies (SIGKILL); later a
 * fresh one starts on the same port. Every answer must be what it would be
 * with Redis (never 5xx) and come within a few seconds (a hang detector, not
 * a speed test); every order answered 201 must be in the database; the
 * health check must say `redis: "down"` meanwhile and `ok` again after, and
 * chat must cross instances again once Redis is back.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Far above Redis's one-second command timeout, far below the ten seconds requests used to hang. */
const NO_ANSWER_SLOWER_MS = 5_000;

type Phase = 'up' | 'hung' | 'down' | 'back';
type Answer = { kind: string; status: number; ms: number; phase: Phase; body?: string };

describe.skipIf(!redisServerBinary)('Redis going away under a burst (own redis-server)', () => {
  let own: OwnRedis;
  let database: TestDatabase;
  let dataDir: string;
  const connections: Redis[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', onUncaught);
    process.on('unhandledRejection', onUncaught);
    own = await startOwnRedis();
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bedesten-redis-outage-'));
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      REDIS_URL: own.url,
      // The limits are counted (in Redis, then in memory) but never reached: every answer here is a real one.
      RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_READS_PER_MINUTE: '1000000',
      PAYMENT_SWEEP_SECONDS: '0',
    });
    // One key prefix for both, as two instances of one deployment; each its own connection, as server.ts makes it.
    const keyPrefix = `outage-${randomBytes(4).toString('hex')}:`;
    const instance = async () => {
      const redis = connectRedis(own.url, { keyPrefix });
      connections.push(redis);
      const app = await buildApp({ config, database, serveWeb: false, redis });
      await app.ready();
      return app;
    };
    a = await instance();
    b = await instance();
  });

  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    process.off('unhandledRejection', onUncaught);
    const bounded = (step: Promise<unknown> | undefined) => Promise.race([step?.catch(() => {}), sleep(20_000)]);
    await bounded(a?.close());
    await bounded(b?.close());
    for (const redis of connections) redis.disconnect();
    await bounded(database?.close());
    await bounded(own?.close());
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers everything without 5xx or hanging while Redis hangs and dies, loses no order, and recovers', async () => {
    // ---- the shop, its customers, people asking for codes, and a conversation with a socket on each instance
    const vendor = await createVendorWithStore(a, database);
    const storeId = vendor.store.id;
    const product = await createProduct(database, storeId, { availability: 'limited' }, [{ price: 700, stock: 1_000 }]);
    const variantId = product.variants[0]!.id;
    const productId = product.product.id;
    const buyers: Awaited<ReturnType<typeof customerWithCart>>[] = [];
    for (let i = 0; i < 36; i++)
      buyers.push(await customerWithCart(a, database, storeId, [{ variantId, quantity: 1 }]));
    const codeSeekers: Awaited<ReturnType<typeof createUser>>[] = [];
    for (let i = 0; i < 24; i++) codeSeekers.push(await createUser(database));
    const chat = await createConversation(a, database);
    const customerOnA: ChatSocket = await openChatSocket(a, chat.customer.headers);
    const vendorOnB: ChatSocket = await openChatSocket(b, chat.vendor.headers);

    // Fan-out works before: the vendor posts through B, the customer's socket on A hears it.
    /** A message posted as the vendor through `app`; it must be taken (201) whatever Redis does. */
    const post = async (app: FastifyInstance, body: string): Promise<{ id: string }> => {
      const response = await postText(app, chat.vendor.headers, chat.conversationId, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data;
    };
    const first = await post(b, 'Fresh halloumi today');
    await customerOnA.next('message', (event) => event.message.id === first.id, 2_000);
    expect((await a.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
      db: 'ok',
      redis: 'ok',
    });

    // ---- the burst: a few clients at once, each request timed and tagged with what Redis was doing
    let phase: Phase = 'up';
    let stop = false;
    const answers: Answer[] = [];
    const orders = new Map<string, string>();
    const call = async (kind: string, app: FastifyInstance, options: InjectOptions) => {
      const at = phase;
      const started = Date.now();
      const response = await app.inject(options);
      const answer: Answer = { kind, status: response.statusCode, ms: Date.now() - started, phase: at };
      if (response.statusCode >= 500) answer.body = response.body.slice(0, 300);
      answers.push(answer);
      return response;
    };
    const instances = [a, b];
    const reader = async (index: number) => {
      for (let i = 0; !stop; i++) {
        const app = instances[(index + i) % 2]!;
        await call('read', app, {
          method: 'GET',
          url: `/api/storeDetail/${storeId}`,
          remoteAddress: `10.42.0.${index}`,
        });
        await call('read', app, {
          method: 'GET',
          url: `/api/productDetail/${productId}`,
          remoteAddress: `10.42.0.${index}`,
        });
        await sleep(20);
      }
    };
    // Carts and people are few: each phase gets its share of them, however fast this machine serves, so orders
    // and code sends are made while Redis is hung and down, not all spent before (a busy host is slower, a quiet
    // one faster).
    const started: Record<Phase, Record<string, number>> = { up: {}, hung: {}, down: {}, back: {} };
    const takeTurn = async (kind: string, perPhase: number): Promise<boolean> => {
      for (;;) {
        if (stop) return false;
        const taken = started[phase][kind] ?? 0;
        if (taken < perPhase) {
          started[phase][kind] = taken + 1;
          return true;
        }
        await sleep(20);
      }
    };
    let nextBuyer = 0;
    const orderer = async (index: number) => {
      while (await takeTurn('order', 8)) {
        const buyer = buyers[nextBuyer++];
        if (!buyer) return;
        const response = await call('order', instances[index % 2]!, {
          method: 'POST',
          url: '/api/order-by-cod',
          headers: { ...buyer.headers, 'idempotency-key': `outage-${buyer.user.id}` },
          payload: orderBody(buyer.addressId),
        });
        if (response.statusCode === 201) orders.set(buyer.user.id, response.json().data.order.id);
        await sleep(120);
      }
    };
    let nextSeeker = 0;
    const codeSender = async () => {
      while (await takeTurn('code', 5)) {
        const seeker = codeSeekers[nextSeeker++];
        if (!seeker) return;
        await call('code', instances[nextSeeker % 2]!, {
          method: 'POST',
          url: '/api/loginWithOTP',
          payload: { country_code: '+357', mobile: seeker.mobile },
          remoteAddress: `10.43.0.${nextSeeker}`,
        });
        await sleep(150);
      }
    };
    const chatter = async () => {
      for (let i = 0; !stop; i++) {
        const app = instances[i % 2]!;
        await call('chat', app, {
          method: 'POST',
          url: '/api/chat-messages',
          headers: chat.vendor.headers,
          payload: { conversation_id: chat.conversationId, kind: 'text', body: `Update ${i}` },
        });
        await sleep(100);
      }
    };
    const health: { phase: Phase; status: number; body: { status: string; redis?: string } }[] = [];
    const monitor = async () => {
      while (!stop) {
        const at = phase;
        const response = await call('health', a, { method: 'GET', url: '/api/health' });
        health.push({ phase: at, status: response.statusCode, body: response.json() });
        await sleep(150);
      }
    };
    const clients = Promise.all([reader(1), reader(2), orderer(0), orderer(1), codeSender(), chatter(), monitor()]);

    // ---- the faults; the clients stop however this ends, so none outlives the apps
    try {
      await sleep(800);
      phase = 'hung';
      own.pause();
      await sleep(3_000);
      phase = 'down';
      await own.kill();
      await sleep(1_000);
      // With Redis gone, a message posted through A still reaches the socket A holds (fan-out on this instance).
      const during = await post(a, 'Still here');
      await customerOnA.next('message', (event) => event.message.id === during.id, 2_000);
      await sleep(1_500);
      phase = 'back';
      await own.start();
      // Both instances find it again on their own.
      const end = Date.now() + 20_000;
      const healthOf = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/api/health' })).json();
      while ((await healthOf(a)).status !== 'ok' || (await healthOf(b)).status !== 'ok') {
        if (Date.now() > end) throw new Error('the instances did not find Redis again within 20 s');
        await sleep(100);
      }
      await sleep(1_000);
    } finally {
      stop = true;
      await clients;
    }

    // ---- what every client saw
    const kinds = new Set(answers.map((answer) => answer.kind));
    expect([...kinds].sort()).toEqual(['chat', 'code', 'health', 'order', 'read']);
    for (const faulty of ['hung', 'down'] as const) {
      // Each kind of request was made while Redis was away, not only before and after.
      expect(new Set(answers.filter((answer) => answer.phase === faulty).map((answer) => answer.kind))).toEqual(kinds);
    }
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.ms >= NO_ANSWER_SLOWER_MS)).toEqual([]);
    const expected: Record<string, number[]> = {
      read: [200],
      order: [201],
      code: [200],
      chat: [200, 201],
      health: [200],
    };
    expect(answers.filter((answer) => !expected[answer.kind]!.includes(answer.status))).toEqual([]);

    // The health check said Redis was down (200 "degraded": the site serves without it), then ok again.
    expect(health.some((check) => check.phase === 'down' && check.body.redis === 'down')).toBe(true);
    for (const check of health.filter((entry) => entry.body.redis === 'down')) {
      expect(check).toMatchObject({ status: 200, body: { status: 'degraded', db: 'ok' } });
    }
    expect(health.at(-1)!.body).toEqual({ status: 'ok', db: 'ok', redis: 'ok' });

    // No order lost: each one answered 201 is in the database, with its line, once.
    expect(orders.size).toBeGreaterThan(0);
    const { rows } = await database.pool.query<{ id: string; user_id: string; lines: number }>(
      `select o.id, o.user_id, (select count(*)::int from order_items i where i.order_id = o.id) as lines
         from orders o where o.store_id = $1`,
      [storeId],
    );
    expect(rows).toHaveLength(orders.size);
    for (const row of rows) {
      expect(orders.get(row.user_id)).toBe(row.id);
      expect(row.lines).toBe(1);
    }

    // Fan-out across instances works again: posted through B, heard on A.
    const after = await post(b, 'Back to normal');
    await customerOnA.next('message', (event) => event.message.id === after.id, 3_000);
    customerOnA.ws.terminate();
    vendorOnB.ws.terminate();
    await a.eventsSettled();
    await b.eventsSettled();
    expect(uncaught).toEqual([]);
  });
});
