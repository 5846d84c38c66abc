import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerInProcessApi } from '@bedesten/core/http/in-process-api';
import { message } from '@bedesten/core/messages/catalogue';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { connectDatabase, quoteIdent, withDatabaseName, type Database } from '../../src/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../src/db/embedded-postgres.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { createInProcessApi } from '../../src/lib/in-process-api.ts';
import { SESSION_COOKIE } from '../../src/plugins/auth.ts';
import { customerWithCart, orderBody } from '../checkout-helpers.ts';
import { createProduct, createSignedInUser, createVendorWithStore } from '../factories.ts';

/**
 * Issue 10, item 1: losing the database must not end the process. This file
 * runs its own PostgreSQL (a second embedded server, whatever DATABASE_URL
 * says, because it stops and starts it), gives the app an ordinary
 * connection string to it, and in the middle of a burst of orders
 * terminates the app's connections and then restarts the server. The app is
 * never rebuilt: it must answer 503 (never 500) meanwhile and 200 again on
 * its own once the server is back, with the orders ledger intact.
 */

const DB_NAME = 'bedesten_fault';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Customer = Awaited<ReturnType<typeof customerWithCart>>;
type Answer = { status: number; code?: string; at: number };

/** Ends every connection of the app's database (what an operator or a failover does), from the maintenance database. */
async function terminateConnections(adminUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity
        where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      [DB_NAME],
    );
    await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      [DB_NAME],
    );
    return rows.length;
  } finally {
    await client.end();
  }
}

describe('database faults under a burst of orders', () => {
  let root: string;
  let dataDir: string;
  let server: EmbeddedServer;
  let database: Database;
  let app: FastifyInstance;
  let config: ReturnType<typeof loadConfig>;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', onUncaught);
    root = await mkdtemp(path.join(os.tmpdir(), 'bedesten-fault-pg-'));
    // As root, PostgreSQL runs as the `postgres` user, which must reach the data folder.
    await chmod(root, 0o755);
    dataDir = path.join(root, 'data');
    // Persistent: a restart must find the same data, as a real server's would.
    server = await startEmbeddedPostgres({ dataDir, persistent: true });
    const admin = connectDatabase(server.adminUrl, { max: 1 });
    await admin.pool.query(`create database ${quoteIdent(DB_NAME)}`);
    await admin.close();
    // The app's pool, exactly as DATABASE_URL would give it.
    database = connectDatabase(withDatabaseName(server.adminUrl, DB_NAME));
    await runMigrations(database);
    config = loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(root, 'files'),
      RATE_LIMIT_PER_MINUTE: '1000000',
      PAYMENT_SWEEP_SECONDS: '0',
    });
    app = await buildApp({ config, database, serveWeb: false });
    await app.ready();
  });

  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    // Each step is bounded: a cleanup that hangs must not hide the test's own result.
    const bounded = (step: Promise<unknown> | undefined) => Promise.race([step?.catch(() => {}), sleep(20_000)]);
    await bounded(app?.close());
    await bounded(database?.close());
    await bounded(server?.stop());
    await rm(root, { recursive: true, force: true });
  });

  async function storeWithStock(stocks: number[]) {
    const vendor = await createVendorWithStore(app, database);
    const variantIds: string[] = [];
    for (const stock of stocks) {
      const product = await createProduct(database, vendor.store.id, { availability: 'limited' }, [
        { price: 500, stock },
      ]);
      variantIds.push(product.variants[0]!.id);
    }
    return { storeId: vendor.store.id, variantIds };
  }

  async function customers(count: number, storeId: string, variantIds: string[]): Promise<Customer[]> {
    const all: Customer[] = [];
    for (let i = 0; i < count; i++) {
      all.push(
        await customerWithCart(
          app,
          database,
          storeId,
          variantIds.map((variantId) => ({ variantId, quantity: 1 })),
        ),
      );
    }
    return all;
  }

  /** One order placement with this customer's one key; a client follows 503 + Retry-After by trying again. */
  async function placeOrder(customer: Customer, answers: Answer[]) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/order-by-cod',
      headers: { ...customer.headers, 'idempotency-key': `fault-${customer.user.id}` },
      payload: orderBody(customer.addressId),
    });
    const body = response.json() as { code?: string; data?: { order: { id: string } } };
    answers.push({ status: response.statusCode, at: Date.now(), ...(body.code ? { code: body.code } : {}) });
    if (response.statusCode === 503) expect(response.headers['retry-after']).toMatch(/^\d+$/);
    return { status: response.statusCode, orderId: body.data?.order.id, code: body.code };
  }

  /** Asserts the ledger after a fault: every order has lines, stock + sold is the start, one order per key. */
  async function checkLedger(storeId: string, start: Map<string, number>, finals: Map<string, string | undefined>) {
    const { rows: empty } = await database.pool.query(
      `select o.id from orders o where o.store_id = $1
          and not exists (select 1 from order_items i where i.order_id = o.id)`,
      [storeId],
    );
    expect(empty).toEqual([]);
    for (const [variantId, initial] of start) {
      const { rows } = await database.pool.query<{ stock: number; sold: number }>(
        `select v.stock,
                coalesce((select sum(i.stock_taken) from order_items i join orders o on o.id = i.order_id
                           where i.variant_id = v.id and o.status <> 'cancelled'), 0)::int as sold
           from product_variants v where v.id = $1`,
        [variantId],
      );
      expect(rows[0]!.stock).toBeGreaterThanOrEqual(0);
      expect(rows[0]!.stock + rows[0]!.sold).toBe(initial);
    }
    const { rows: perUser } = await database.pool.query<{ user_id: string; ids: string[] }>(
      `select user_id, array_agg(id::text) as ids from orders where store_id = $1 group by user_id`,
      [storeId],
    );
    const ordersOf = new Map(perUser.map((row) => [row.user_id, row.ids]));
    for (const [userId, orderId] of finals) {
      // One key per customer: at most one order, and it is the one the answer named.
      expect(ordersOf.get(userId) ?? [], userId).toEqual(orderId ? [orderId] : []);
    }
    for (const ids of ordersOf.values()) expect(ids).toHaveLength(1);
  }

  it('terminating the connections alone: no 500, and the next requests succeed', async () => {
    const { storeId, variantIds } = await storeWithStock([1_000]);
    const buyers = await customers(12, storeId, variantIds);
    const answers: Answer[] = [];
    const finals = new Map<string, string | undefined>();
    let terminated = 0;
    const burst = Promise.all(
      buyers.map(async (customer, index) => {
        await sleep(index * 15);
        for (let attempt = 0; attempt < 50; attempt++) {
          const result = await placeOrder(customer, answers);
          if (result.status !== 503) {
            finals.set(customer.user.id, result.orderId);
            return;
          }
          await sleep(50);
        }
      }),
    );
    await sleep(60);
    terminated += await terminateConnections(server.adminUrl);
    await sleep(40);
    terminated += await terminateConnections(server.adminUrl);
    await burst;

    expect(terminated).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
    expect(finals.size).toBe(buyers.length);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ db: 'ok' });
    await checkLedger(storeId, new Map([[variantIds[0]!, 1_000]]), finals);
    expect(uncaught).toEqual([]);
  });

  it('terminating the connections, then restarting the server, mid-burst: 503 meanwhile, back on its own', async () => {
    // One plentiful variant and one that sells out during the burst (out-of-stock refusals mixed in).
    const start = [1_000, 70];
    const { storeId, variantIds } = await storeWithStock(start);
    const buyers = await customers(Number(process.env.FAULT_N ?? 100), storeId, variantIds);
    const answers: Answer[] = [];
    const health: (Answer & { db?: string; ms: number })[] = [];
    const reads: Answer[] = [];
    const finals = new Map<string, string | undefined>();
    const timeline = { terminated: 0, stoppedAt: 0, backAt: 0, healthyAt: 0, orderedAfterBackAt: 0 };
    let faultsDone = false;

    // Five clients, each placing its customers' orders one by one at a steady pace, retrying a 503 with the same key.
    let next = 0;
    const worker = async () => {
      for (let customer = buyers[next++]; customer; customer = buyers[next++]) {
        for (;;) {
          const result = await placeOrder(customer, answers);
          if (result.status !== 503) {
            if (result.status === 201 && timeline.backAt && !timeline.orderedAfterBackAt) {
              timeline.orderedAfterBackAt = Date.now();
            }
            finals.set(customer.user.id, result.orderId);
            break;
          }
          await sleep(150);
        }
        await sleep(faultsDone ? 0 : 120);
      }
    };
    // A monitor, as a load balancer: the health check every 100 ms, and a public read beside it.
    const monitor = async () => {
      while (!faultsDone || (!timeline.healthyAt && Date.now() - timeline.backAt < 30_000)) {
        const started = Date.now();
        const response = await app.inject({ method: 'GET', url: '/api/health' });
        const ms = Date.now() - started;
        const body = response.json() as { db?: string };
        health.push({ status: response.statusCode, at: started, ms, ...(body.db ? { db: body.db } : {}) });
        if (timeline.backAt && response.statusCode === 200 && !timeline.healthyAt) timeline.healthyAt = Date.now();
        const read = await app.inject({ method: 'GET', url: `/api/storeDetail/${storeId}` });
        reads.push({ status: read.statusCode, at: Date.now() });
        await sleep(100);
      }
    };
    const faults = async () => {
      // Let a quarter of the burst through, then pull the connections from under it.
      while (finals.size < buyers.length / 4) await sleep(20);
      timeline.terminated = await terminateConnections(server.adminUrl);
      await sleep(300);
      timeline.stoppedAt = Date.now();
      const port = server.port;
      await server.stop();
      // The server stays down long enough for clients and the health check to notice.
      await sleep(1_500);
      server = await startEmbeddedPostgres({ dataDir, port, persistent: true });
      expect(server.port).toBe(port);
      timeline.backAt = Date.now();
      faultsDone = true;
    };

    await Promise.all([Promise.all(Array.from({ length: 5 }, worker)), monitor(), faults()]);

    // The process lived through it: nothing escaped as an uncaught exception, and the same app still answers.
    expect(uncaught).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    // Never a 500: orders got 201, 409 (sold out) or 503; reads and health 200 or 503.
    const unexpected = answers.filter(
      (a) => !(a.status === 201 || a.status === 503 || (a.status === 409 && a.code === 'out_of_stock')),
    );
    expect(unexpected).toEqual([]);
    expect(reads.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(health.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);

    // During the outage the API said so: 503 to orders, and the health check `db: "down"`, answered quickly.
    const outage = (a: { at: number }) => a.at >= timeline.stoppedAt && a.at < timeline.backAt;
    expect(answers.filter(outage).some((a) => a.status === 503)).toBe(true);
    const healthDuringOutage = health.filter(outage);
    expect(healthDuringOutage.length).toBeGreaterThan(0);
    expect(healthDuringOutage.some((a) => a.status === 503 && a.db === 'down')).toBe(true);
    expect(Math.max(...health.map((a) => a.ms))).toBeLessThan(5_000);

    // Back within seconds of the server, without rebuilding the app.
    expect(timeline.healthyAt).toBeGreaterThan(0);
    expect(timeline.healthyAt - timeline.backAt).toBeLessThan(10_000);
    expect(timeline.orderedAfterBackAt).toBeGreaterThan(0);

    // Every customer got a final answer, and the ledger holds: lines, stock + sold, one order per key.
    expect(finals.size).toBe(buyers.length);
    await checkLedger(storeId, new Map(variantIds.map((id, index) => [id, start[index]!])), finals);

    // No connection is left checked out by a request the fault broke: the pool is whole again. A health probe
    // that timed out during the outage may still hold its client until its connect attempt gives up (5 s), so
    // the pool is given that long; a client leaked for good never comes back and fails this.
    await expect
      .poll(() => [database.pool.waitingCount, database.pool.totalCount - database.pool.idleCount], {
        timeout: 15_000,
        interval: 100,
      })
      .toEqual([0, 0]);

    const figures = {
      customers: buyers.length,
      attempts: answers.length,
      placed: answers.filter((a) => a.status === 201).length,
      sold_out: answers.filter((a) => a.status === 409).length,
      unavailable_503: answers.filter((a) => a.status === 503).length,
      connections_terminated: timeline.terminated,
      server_down_ms: timeline.backAt - timeline.stoppedAt,
      health_down_answers: health.filter((a) => a.db === 'down').length,
      slowest_health_ms: Math.max(...health.map((a) => a.ms)),
      healthy_after_back_ms: timeline.healthyAt - timeline.backAt,
      first_order_after_back_ms: timeline.orderedAfterBackAt - timeline.backAt,
    };
    console.log(`[database-fault] ${JSON.stringify(figures)}`);
  });

  it('pages while the server is down: 503 with Retry-After and "briefly unavailable" in the visitor’s language, never 502 or 500', async (t) => {
    if (!existsSync(path.join(config.WEB_BUILD_DIR, 'server/index.js'))) {
      return t.skip('no web build: run `npm run build` to test pages during the outage');
    }
    // The pages of `npm start`: the web build served by the app, its loaders calling this app in-process.
    const pages = await buildApp({ config, database, serveWeb: true });
    await pages.ready();
    const ownUrl = 'http://127.0.0.1:39873';
    const internalApiUrl = process.env.INTERNAL_API_URL;
    process.env.INTERNAL_API_URL = ownUrl;
    const withdraw = registerInProcessApi(ownUrl, createInProcessApi(pages, ownUrl));
    try {
      const customer = await createSignedInUser(pages, database);
      const cookie = `${SESSION_COOKIE}=${pages.signCookie(customer.token)}`;
      const page = (url: string, headers: Record<string, string> = {}) =>
        pages.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
      // Up: a page renders (a store nobody has is the site's own 404 page).
      expect((await page('/stores/no-such-store-before', { 'accept-language': 'en' })).statusCode).toBe(404);

      const port = server.port;
      await server.stop();
      try {
        const answers = [
          { lang: 'tr', response: await page('/stores/no-such-store-during', { 'accept-language': 'tr' }) },
          { lang: 'en', response: await page('/stores/another-store-during', { 'accept-language': 'en' }) },
          // Signed in: the page's own read of the session meets the outage before any loader runs.
          { lang: 'en', response: await page('/cart', { 'accept-language': 'en', cookie }) },
        ] as const;
        for (const { lang, response } of answers) {
          expect(response.statusCode, response.body.slice(0, 200)).toBe(503);
          expect(response.headers['retry-after']).toMatch(/^\d+$/);
          expect(response.headers['content-type']).toMatch(/^text\/html/);
          expect(response.body).toContain(`<html lang="${lang}">`);
          expect(response.body).toContain(message('service_unavailable', lang));
        }
        // A client navigation's data, which the browser's router decodes itself: the status says it too.
        const navigation = await page('/stores/a-third-store.data', { 'accept-language': 'en' });
        expect(navigation.statusCode).toBe(503);
        expect(navigation.headers['retry-after']).toMatch(/^\d+$/);
      } finally {
        server = await startEmbeddedPostgres({ dataDir, port, persistent: true });
      }
      await expect
        .poll(async () => (await page('/stores/no-such-store-after', { 'accept-language': 'en' })).statusCode, {
          timeout: 15_000,
          interval: 200,
        })
        .toBe(404);
    } finally {
      withdraw();
      if (internalApiUrl === undefined) delete process.env.INTERNAL_API_URL;
      else process.env.INTERNAL_API_URL = internalApiUrl;
      await pages.close();
    }
  });
});
