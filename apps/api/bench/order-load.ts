import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema/identity.ts';
import { hashPassword } from '../src/lib/password.ts';
import { WARMUP_S } from './load.ts';

export interface LoadResult {
  name: string;
  url: string;
  requests_per_second: number;
  latency_ms: { p50: number; p97_5: number; p99: number; max: number };
  errors: number;
  /** DESIGN.md §7 budgets searches and lists; writes are measured, not budgeted (null). */
  within_budget: boolean | null;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
}

function summarise(name: string, url: string, samples: number[], seconds: number, errors: number): LoadResult {
  const sorted = [...samples].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  return {
    name,
    url,
    requests_per_second: Math.round(samples.length / seconds),
    latency_ms: {
      p50: percentile(sorted, 50),
      p97_5: percentile(sorted, 97.5),
      p99,
      max: Math.round(sorted.at(-1) ?? 0),
    },
    errors,
    within_budget: null,
  };
}

/**
 * One store whose products are always available and that takes any order (so every order is a full one:
 * prices, VAT, platform fee, the cart lock, the order rows, the event bus), and up to 60 of its variants.
 */
async function benchStoreItems(database: Database): Promise<{ product_id: string; variation_id: string }[]> {
  const { db } = database;
  const { rows: storeRows } = await db.execute<{ id: string }>(
    sql`select id from stores where is_approved order by id limit 1`,
  );
  const storeId = storeRows[0]!.id;
  await db.execute(sql`update stores set minimum_order_amount = 0 where id = ${storeId}`);
  await db.execute(sql`
    update product_variants set stock = null
    where product_id in (select id from products where store_id = ${storeId})`);
  const { rows } = await db.execute<{ product_id: string; variation_id: string }>(sql`
    select p.id as product_id, v.id as variation_id from product_variants v join products p on p.id = v.product_id
    where p.store_id = ${storeId} and p.status = 'approved' and p.is_active and v.is_active limit 60`);
  return rows;
}

/** `count` new customers, numbered from `first`, signed in through the API: their bearer tokens. */
async function signedInCustomers(database: Database, address: string, first: number, count: number) {
  const password = 'Bench!2345';
  const passwordHash = await hashPassword(password);
  const customers = Array.from({ length: count }, (_, n) => ({
    type: 'user' as const,
    name: `Bench Customer ${first + n}`,
    email: `bench-customer-${first + n}@bench.bedesten.cy`,
    countryCode: '+357',
    mobile: `96${String(first + n).padStart(6, '0')}`,
    passwordHash,
  }));
  await database.db.insert(users).values(customers);
  const tokens: string[] = [];
  for (const customer of customers) {
    const response = await fetch(`${address}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password }),
    });
    const body = (await response.json()) as { data: { token: { access_token: string } } };
    tokens.push(body.data.token.access_token);
  }
  return tokens;
}

/**
 * Cart add and order placement (DESIGN.md §7): `connections` customers, each
 * adding to their own cart and placing a pickup order by cash on delivery in
 * a loop for `durationS` after the warm-up (`WARMUP_S`, not counted), against
 * one store whose products are always available (benchStoreItems).
 */
export async function benchCartAndOrders(
  database: Database,
  address: string,
  options: {
    connections: number;
    durationS: number;
    /** Numbers the customers from here, so a second run on the same database signs up new ones. */
    firstCustomer?: number;
  },
): Promise<LoadResult[]> {
  const items = await benchStoreItems(database);
  const tokens = await signedInCustomers(database, address, options.firstCustomer ?? 1, options.connections);

  const worker = new Worker(new URL('./order-load-worker.ts', import.meta.url), {
    workerData: { address, tokens, items, warmupMs: WARMUP_S * 1000, durationMs: options.durationS * 1000 },
  });
  const result = await new Promise<{ cartMs: number[]; orderMs: number[]; errors: number; seconds: number }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  return [
    summarise('cart add', '/api/cart', result.cartMs, result.seconds, result.errors),
    summarise('order placement (COD, pickup)', '/api/order-by-cod', result.orderMs, result.seconds, 0),
  ];
}

/**
 * A customer adding to their cart `perSecond` times a second until `stop`,
 * which answers how many adds a second were made: the writes of the
 * "[while customers write]" rows (ADR 0072). Each add is answered before
 * the next is sent.
 */
export async function cartAddsInBackground(
  database: Database,
  address: string,
  options: { perSecond: number; customer: number },
): Promise<{ stop(): Promise<number> }> {
  const items = await benchStoreItems(database);
  const [token] = await signedInCustomers(database, address, options.customer, 1);
  const started = performance.now();
  let running = true;
  let adds = 0;
  const loop = (async () => {
    while (running) {
      const item = items[adds % items.length]!;
      const response = await fetch(`${address}/api/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ ...item, quantity: 1, replace: true }),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`bench cart add: ${response.status}`);
      adds += 1;
      await new Promise((resolve) => setTimeout(resolve, 1000 / options.perSecond));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return Math.round((adds / ((performance.now() - started) / 1000)) * 10) / 10;
    },
  };
}

/**
 * A signed-in visitor's cookies for the page rows (ADR 0071): a customer of
 * its own, signed in as the browser signs in, with the language and consent
 * choices a returning visitor has made.
 */
export async function signedInVisitorCookie(database: Database, address: string): Promise<string> {
  const password = 'Bench!2345';
  const email = 'bench-visitor@bench.bedesten.cy';
  await database.db.insert(users).values({
    type: 'user',
    name: 'Bench Visitor',
    email,
    countryCode: '+357',
    mobile: '99000001',
    passwordHash: await hashPassword(password),
  });
  const response = await fetch(`${address}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: address },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`bench visitor sign-in: ${response.status} ${await response.text()}`);
  const session = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  return [...session, 'lang=en', 'cookie_consent=all'].join('; ');
}
