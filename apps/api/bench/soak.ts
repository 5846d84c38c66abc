import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema/identity.ts';
import { findFreePort } from '../src/db/embedded-postgres.ts';
import { hashPassword } from '../src/lib/password.ts';
import { openBenchDatabase } from './bench-database.ts';
import { seedBench } from './seed-bench.ts';
import { createCounts, keepSocket, runClient, type SoakTarget } from './soak-clients.ts';
import { writeSoakReport, type MemorySample, type SoakRun } from './soak-report.ts';

/**
 * `npm run bench:soak` (issue 42, item 6; ADR 0082): the server as
 * `npm start` runs it (under its supervisor, with its heap flags) on a
 * throw-away database, driven for SOAK_SECONDS (default 600) by
 * SOAK_CLIENTS (default 8) clients at once, each with a chat socket open,
 * mixing cached and rendered pages in both languages, API reads past the
 * cache and not, sign-in and sign-out, 4000×3000 JPEG uploads through tus,
 * invoice PDFs and chat messages (soak-clients.ts). The server's RSS and
 * heap are sampled every 500 ms (RSS from /proc, the heap through the
 * supervisor's IPC channel), and every restart is counted. Results:
 * bench/results/soak.json and a section of docs/performance.md.
 *
 * The web build is made first when it is missing; SOAK_WEB=false drives the
 * API alone (no pages). DATABASE_URL: on that server, else an embedded
 * PostgreSQL (BENCH_PG_PORT). NODE_HEAP_MB is the supervisor's, as for `npm start`.
 */
const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const clients = Number(process.env.SOAK_CLIENTS ?? 8);
const counts = { stores: Number(process.env.SOAK_STORES ?? 200), products: Number(process.env.SOAK_PRODUCTS ?? 5_000) };
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const PASSWORD = 'Soak!2345';
const log = (message: string) => console.log(`[soak] ${message}`);

function webBuild(): boolean {
  if (process.env.SOAK_WEB === 'false') return false;
  if (!existsSync(path.join(repoRoot, 'apps/web/build/server'))) {
    log('no web build: running npm run build');
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  return true;
}

/** A phone's photo: 4000×3000, with texture so the JPEG is megabytes, as a real one is. */
async function bigPicture(): Promise<Buffer> {
  // Random pixels at a quarter of the size, enlarged: smooth enough to be a few megabytes, not tens.
  const noise = randomBytes(1000 * 750 * 3);
  return sharp(noise, { raw: { width: 1000, height: 750, channels: 3 } })
    .resize(4000, 3000, { kernel: 'cubic' })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Customers with a password, the store owner likewise, and a store that takes any order. */
async function prepareAccounts(database: Database) {
  const { db } = database;
  const passwordHash = await hashPassword(PASSWORD);
  const { rows: storeRows } = await db.execute<{ id: string; owner_id: string }>(
    sql`select id, owner_id from stores where is_approved order by id limit 1`,
  );
  const store = storeRows[0]!;
  await db.execute(sql`update users set password_hash = ${passwordHash} where id = ${store.owner_id}`);
  await db.execute(sql`update stores set minimum_order_amount = 0 where id = ${store.id}`);
  await db.execute(
    sql`update product_variants set stock = null where product_id in (select id from products where store_id = ${store.id})`,
  );
  const { rows: items } = await db.execute<{ product_id: string; variation_id: string }>(sql`
    select p.id as product_id, v.id as variation_id from product_variants v join products p on p.id = v.product_id
    where p.store_id = ${store.id} and p.status = 'approved' and p.is_active and v.is_active limit 8`);
  const customers = Array.from({ length: clients }, (_, n) => ({
    type: 'user' as const,
    name: `Soak Customer ${n + 1}`,
    email: `soak-customer-${n + 1}@bench.bedesten.cy`,
    countryCode: '+357',
    mobile: `95${String(n + 1).padStart(6, '0')}`,
    passwordHash,
  }));
  await db.insert(users).values(customers);
  const { rows: owner } = await db.execute<{ email: string }>(
    sql`select email from users where id = ${store.owner_id}`,
  );
  return { store, items, customers, ownerEmail: owner[0]!.email };
}

async function api<T>(address: string, url: string, token: string | null, body?: unknown, headers = {}): Promise<T> {
  const response = await fetch(address + url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`soak setup ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const signIn = async (address: string, email: string) =>
  (await api<{ data: { token: { access_token: string } } }>(address, '/api/login', null, { email, password: PASSWORD }))
    .data.token.access_token;

/** /proc/<pid>/status in MB: resident now and its high-water mark. */
function procMemory(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: Math.round(kb('VmRSS') / 1024), hwm: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return null;
  }
}

interface Supervised {
  process: ChildProcess;
  /** The server's pids, in order of start. */
  pids: number[];
  exits: { pid: number; code: number | null; signal: string | null }[];
  listening: Promise<void>;
  heap: { used: number; total: number; limit: number } | null;
  stderr: string[];
}

function startSupervised(port: number, databaseUrl: string, dataDir: string, serveWeb: boolean): Supervised {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    SERVE_WEB: String(serveWeb),
    // Eight clients from one address: the per-address limits would measure the limiter, not memory.
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_READS_PER_MINUTE: '1000000',
  };
  // The server renders through its own API unless this names another (an empty one would be no URL at all).
  delete env.INTERNAL_API_URL;
  const child = fork(path.join(repoRoot, 'apps/api/src/supervise.js'), [], {
    cwd: repoRoot,
    execArgv: [],
    env,
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let onListening: () => void = () => {};
  const supervised: Supervised = {
    process: child,
    pids: [],
    exits: [],
    listening: new Promise((resolve) => (onListening = resolve)),
    heap: null,
    stderr: [],
  };
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    process.stderr.write(chunk);
    supervised.stderr.push(...chunk.split('\n').filter(Boolean));
    supervised.stderr.splice(0, Math.max(0, supervised.stderr.length - 40));
  });
  child.on('message', (message: Record<string, unknown>) => {
    if (message.type === 'supervisor') {
      const pid = message.pid as number;
      if (message.event === 'started') supervised.pids.push(pid);
      if (message.event === 'listening') onListening();
      if (message.event === 'exited') {
        supervised.exits.push({ pid, code: message.code as number | null, signal: message.signal as string | null });
      }
    } else if (message.type === 'memory') {
      const mb = (bytes: unknown) => Math.round((bytes as number) / 1024 / 1024);
      supervised.heap = { used: mb(message.heapUsed), total: mb(message.heapTotal), limit: mb(message.limit) };
    }
  });
  return supervised;
}

async function main() {
  const serveWeb = webBuild();
  log(`seeding ${counts.stores} stores and ${counts.products} products`);
  const bench = await openBenchDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bedesten-soak-data-'));
  let supervised: Supervised | undefined;
  try {
    await seedBench(bench.database, counts, () => {});
    const accounts = await prepareAccounts(bench.database);
    const picture = await bigPicture();
    log(`a ${Math.round(picture.length / 1024)} kB 4000×3000 JPEG for the uploads`);
    const { rows } = await bench.database.db.execute<{ slug: string; store_slug: string }>(
      sql`select p.slug, s.slug as store_slug from products p join stores s on s.id = p.store_id order by p.slug limit 3`,
    );
    const port = await findFreePort();
    const address = `http://127.0.0.1:${port}`;
    supervised = startSupervised(port, bench.url, dataDir, serveWeb);
    await Promise.race([
      supervised.listening,
      new Promise((_, reject) => supervised!.process.once('exit', () => reject(new Error('the server did not start')))),
    ]);
    const serverPid = supervised.pids[0]!;

    // Each customer has an order (for its invoice) and a conversation with the store (for chat).
    const customers: SoakTarget['customers'] = [];
    for (const customer of accounts.customers) {
      const token = await signIn(address, customer.email);
      await api(address, '/api/cart', token, { ...accounts.items[0]!, quantity: 1, replace: true });
      const placed = await api<{ data: { order: { id: string } } }>(
        address,
        '/api/order-by-cod',
        token,
        { fulfilment: 'pickup', payment_method: 'cod', contact: '+357 99123456' },
        { 'idempotency-key': `soak-order-${customers.length + 1}` },
      );
      const orderId = placed.data.order.id;
      const conversation = await api<{ data: { id: string } }>(address, '/api/chat-conversations', token, {
        store_id: accounts.store.id,
      });
      customers.push({
        email: customer.email,
        password: PASSWORD,
        token,
        orderId,
        conversationId: conversation.data.id,
      });
    }
    const vendorToken = await signIn(address, accounts.ownerEmail);
    const pages = serveWeb
      ? [
          '/',
          '/stores',
          '/shopping?q=halloumi',
          `/stores/${rows[0]!.store_slug}`,
          `/stores/${rows[0]!.store_slug}/${rows[0]!.slug}`,
        ]
      : [];
    const reads = [
      '/api/storeSearch?page=1&lang=en',
      '/api/users-product-list?page=1&lang=en',
      '/api/search?q=halloumi&limit=4&lang=tr',
      `/api/productDetail/${rows[1]!.slug}?lang=en`,
      '/api/category-list?lang=tr',
    ];
    const target: SoakTarget = { address, pages, reads, customers, picture };

    const idle = procMemory(serverPid);
    const samples: MemorySample[] = [];
    const startedAt = Date.now();
    const until = startedAt + seconds * 1000;
    const sampler = setInterval(() => {
      const pid = supervised!.pids.at(-1)!;
      if (supervised!.process.connected) supervised!.process.send({ type: 'memory?' });
      const proc = procMemory(pid);
      if (proc)
        samples.push({ t: Math.round((Date.now() - startedAt) / 1000), pid, rss_mb: proc.rss, heap: supervised!.heap });
    }, 500);
    const soakCounts = createCounts();
    log(
      `driving ${clients} clients for ${seconds} s (${serveWeb ? 'pages and API' : 'API only'}), server pid ${serverPid}`,
    );
    const progress = setInterval(() => {
      const last = samples.at(-1);
      log(`${last?.t ?? 0} s: RSS ${last?.rss_mb} MB, heap ${last?.heap?.used}/${last?.heap?.total} MB`);
    }, 30_000);
    await Promise.all([
      ...customers.map((_, index) => runClient(soakCounts, target, index, until)),
      ...customers.map((customer) => keepSocket(soakCounts, address, customer.token, until)),
      keepSocket(soakCounts, address, vendorToken, until),
    ]);
    clearInterval(sampler);
    clearInterval(progress);
    const final = procMemory(supervised.pids.at(-1)!);

    const run: SoakRun = {
      at: new Date().toISOString(),
      seconds,
      clients,
      dataset: counts,
      web_build: serveWeb,
      node: process.version,
      cpus: os.cpus().length,
      cpu_model: os.cpus()[0]?.model,
      load_average_end: Math.round(os.loadavg()[0]! * 10) / 10,
      picture_kb: Math.round(picture.length / 1024),
      idle_rss_mb: idle?.rss ?? null,
      samples,
      final_hwm_mb: supervised.pids.length === 1 ? (final?.hwm ?? null) : null,
      restarts: supervised.exits,
      server_pids: supervised.pids,
      counts: soakCounts,
    };
    const summary = await writeSoakReport(repoRoot, run);
    log(summary);
  } finally {
    if (supervised?.process.exitCode === null) {
      supervised.process.kill('SIGTERM');
      await new Promise((resolve) => supervised!.process.once('exit', resolve));
    }
    await bench.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await mkdir(path.join(here, 'results'), { recursive: true });
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[soak] failed:', error);
    process.exit(1);
  },
);
