import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openBenchDatabase } from './bench-database.ts';
import { benchCartAndOrders } from './order-load.ts';
import { seedBench } from './seed-bench.ts';

/**
 * `npm run bench` (DESIGN.md §7): seeds 500 stores, 20 000 products and
 * 60 000 variants, starts the API on a free port and drives store search,
 * product search and product detail with autocannon (10 connections, 10 s
 * each by default), then cart add and order placement by 10 customers at
 * once (order-load.ts). Writes bench/results/latest.json and prints a table.
 * BENCH_DURATION (s), BENCH_CONNECTIONS, BENCH_STORES and BENCH_PRODUCTS
 * change the defaults; DATABASE_URL runs it on that server.
 */
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const counts = {
  stores: Number(process.env.BENCH_STORES ?? 500),
  products: Number(process.env.BENCH_PRODUCTS ?? 20_000),
};
const BUDGET_P99_MS = 50;

async function main() {
  console.log(`[bench] seeding ${counts.stores} stores, ${counts.products} products, ${counts.products * 3} variants`);
  const bench = await openBenchDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bedesten-bench-data-'));
  try {
    await seedBench(bench.database, counts);
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '1000000000',
      SERVE_WEB: 'false',
    });
    const app = await buildApp({ config, database: bench.database, serveWeb: false });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const { rows } = await bench.database.db.execute<{ slug: string }>(
      sql`select slug from products order by slug limit 1 offset 777`,
    );

    const scenarios: [string, string][] = [
      ['storeSearch (latest)', '/api/storeSearch'],
      ['storeSearch search=bakery', '/api/storeSearch?search=bakery'],
      ['storeSearch by distance', '/api/storeSearch?lat=35.17&lng=33.36&sort=distance'],
      ['search q=halloumi', '/api/search?q=halloumi'],
      ['search q=cay (no accents)', '/api/search?q=cay'],
      ['search q=bakry (typo)', '/api/search?q=bakry'],
      ['productDetail', `/api/productDetail/${rows[0]!.slug}`],
    ];
    const results = [];
    for (const [name, url] of scenarios) {
      const warm = await fetch(address + url);
      if (!warm.ok) throw new Error(`${url} answered ${warm.status}: ${await warm.text()}`);
      // In a worker thread: the load generator must not share the server's event loop.
      const result = await autocannon({ url: address + url, connections, duration, workers: 1 });
      results.push({
        name,
        url,
        requests_per_second: Math.round(result.requests.average),
        latency_ms: {
          p50: result.latency.p50,
          p97_5: result.latency.p97_5,
          p99: result.latency.p99,
          max: result.latency.max,
        },
        errors: result.errors + result.non2xx,
        within_budget: result.latency.p99 <= BUDGET_P99_MS,
      });
      console.log(`[bench] ${name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
    }
    for (const result of await benchCartAndOrders(bench.database, address, {
      connections,
      durationS: duration,
    })) {
      results.push(result);
      console.log(`[bench] ${result.name}: ${result.requests_per_second} req/s, p99 ${result.latency_ms.p99} ms`);
    }
    await app.close();

    const report = {
      at: new Date().toISOString(),
      dataset: { ...counts, variants: counts.products * 3 },
      connections,
      duration_s: duration,
      budget_p99_ms: BUDGET_P99_MS,
      node: process.version,
      cpus: os.cpus().length,
      results,
    };
    const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
    await mkdir(out, { recursive: true });
    await writeFile(path.join(out, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    // eslint-disable-next-line no-console -- printing this table is the benchmark's job
    console.table(
      results.map((r) => ({
        scenario: r.name,
        'req/s': r.requests_per_second,
        'p50 ms': r.latency_ms.p50,
        'p97.5 ms': r.latency_ms.p97_5,
        'p99 ms': r.latency_ms.p99,
        errors: r.errors,
        budget: r.within_budget === null ? 'n/a' : r.within_budget ? 'ok' : 'OVER',
      })),
    );
    console.log(`[bench] written to ${path.join(out, 'latest.json')}`);
  } finally {
    await bench.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
