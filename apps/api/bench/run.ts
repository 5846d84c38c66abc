import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openBenchDatabase } from './bench-database.ts';
import { explainPublicReads } from './explain.ts';
import { BUDGETS, runScenario, WARMUP_S, type Scenario, type ScenarioResult } from './load.ts';
import { cpuTicks, hostSpeedMs, stealPercent } from './host.ts';
import { benchCartAndOrders, cartAddsInBackground, signedInVisitorCookie, type LoadResult } from './order-load.ts';
import { mergeReport, performanceMarkdown } from './report.ts';
import { benchServedProcess, type ServedProcessResult } from './served-process.ts';
import { seedBench } from './seed-bench.ts';
import { withSoakSectionOf } from './soak-report.ts';

/**
 * `npm run bench` (DESIGN.md §7, issue 16): seeds 500 stores, 20 000
 * products and 60 000 variants, starts the full server (API and the
 * server-rendered web app, as `npm run serve` does) and drives every public
 * read the home, store, shopping, store and product pages make, then those
 * pages themselves, then cart add and order placement by 10 customers at
 * once (order-load.ts). EXPLAIN ANALYZE of the public lists' SQL is taken
 * on the same data. Results go into bench/results/latest.json (one run per
 * catalogue size) and docs/performance.md.
 *
 * BENCH_DURATION (s), BENCH_WARMUP (s), BENCH_CONNECTIONS, BENCH_STORES and
 * BENCH_PRODUCTS change the defaults; DATABASE_URL runs it on that server, else an
 * embedded PostgreSQL on BENCH_PG_PORT. The web build is made first when it
 * is missing; BENCH_WEB=false measures the API alone. With the web build, the
 * server is also started in its own process as `npm run serve` does, for its
 * start time and memory (served-process.ts; BENCH_SERVED=false skips it).
 */
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const counts = {
  stores: Number(process.env.BENCH_STORES ?? 500),
  products: Number(process.env.BENCH_PRODUCTS ?? 20_000),
};
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

/** The address React Router asks for a page's data on a client navigation: `/a?b` → `/a.data?b`, `/` → `/_.data`. */
function navigationDataUrl(pageUrl: string): string {
  const url = new URL(pageUrl, 'http://bench');
  url.pathname = url.pathname.endsWith('/') ? `${url.pathname}_.data` : `${url.pathname}.data`;
  return url.pathname + url.search;
}

/** A write load's figures as a row of the results (writes are measured, not budgeted). */
function writeRow(load: LoadResult, name = load.name): ScenarioResult {
  return { ...load, name, kind: 'write', non_2xx: null, bytes_per_answer: null, items: null, bytes_per_item: null };
}

function ensureWebBuild(buildDir: string): boolean {
  if (process.env.BENCH_WEB === 'false') return false;
  if (!existsSync(path.join(buildDir, 'server'))) {
    console.log('[bench] no web build: running npm run build');
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  return true;
}

async function main() {
  console.log(`[bench] seeding ${counts.stores} stores, ${counts.products} products, ${counts.products * 3} variants`);
  const loadBefore = os.loadavg()[0]!;
  const speedBefore = hostSpeedMs();
  const ticksBefore = cpuTicks();
  const bench = await openBenchDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bedesten-bench-data-'));
  try {
    await seedBench(bench.database, counts);
    const baseConfig = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir });
    const serveWeb = ensureWebBuild(baseConfig.WEB_BUILD_DIR);
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '1000000000',
      // As served (NODE_ENV=test turns it off for the tests); the uncached rows below go past it.
      READ_CACHE_SECONDS: process.env.READ_CACHE_SECONDS ?? '5',
      SERVE_WEB: String(serveWeb),
    });
    const app = await buildApp({ config, database: bench.database, serveWeb });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    // The page renderer calls its own API; it reads this address at request time.
    process.env.INTERNAL_API_URL = address;

    const { rows } = await bench.database.db.execute<{
      slug: string;
      id: string;
      store_slug: string;
      store_id: string;
    }>(
      sql`select p.slug, p.id, s.slug as store_slug, s.id as store_id from products p join stores s on s.id = p.store_id
          order by p.slug limit 1 offset 777`,
    );
    const product = rows[0]!;
    const api = (name: string, url: string): Scenario => ({ name, kind: 'api', url });
    const page = (name: string, url: string): Scenario => ({ name, kind: 'page', url });
    const scenarios: Scenario[] = [
      // What the home page loader asks for (apps/web/app/routes/home.tsx).
      api('home: storeSearch most_visited', '/api/storeSearch?sort=most_visited&per_page=8&lang=en'),
      api('home: landing-page-products', '/api/landing-page-products?limit=10&lang=en'),
      api('home: landing-page-banner', '/api/landing-page-banner?lang=en'),
      api('store list (storeSearch latest)', '/api/storeSearch?page=1&lang=en'),
      api('store list search=bakery', '/api/storeSearch?search=bakery'),
      api('store list by distance', '/api/storeSearch?lat=35.17&lng=33.36&sort=distance'),
      api('category-list', '/api/category-list?lang=en'),
      api('product list page 1', '/api/users-product-list?page=1&lang=en'),
      api('product list page 100 (deepest)', '/api/users-product-list?page=100&lang=en'),
      api('product list price low-high', '/api/users-product-list?sort=price_low_high&lang=en'),
      api('product list search=halloumi', '/api/users-product-list?search=halloumi&page=1&lang=en'),
      api('get-filter-options', '/api/get-filter-options?lang=en'),
      api('search q=halloumi', '/api/search?q=halloumi&limit=4&lang=en'),
      api('search q=cay (no accents)', '/api/search?q=cay'),
      api('search q=bakry (typo)', '/api/search?q=bakry'),
      // What the header's search box asks as someone types (its suggestions, issue 43).
      api('search-suggestions q=hal', '/api/search-suggestions?q=hal&lang=en'),
      api('store page (storeDetail)', `/api/storeDetail/${product.store_slug}?page=1&lang=en`),
      api('product page (productDetail)', `/api/productDetail/${product.slug}?lang=en`),
    ];
    // The same reads past the read cache (Cache-Control: no-cache): what a request costs when its answer is not held.
    for (const read of scenarios.filter((scenario) => scenario.kind === 'api')) {
      scenarios.push({
        ...read,
        name: `${read.name} [uncached]`,
        headers: { 'cache-control': 'no-cache' },
      });
    }
    if (serveWeb) {
      scenarios.push(
        page('page /', '/'),
        page('page /stores', '/stores'),
        page('page /shopping?q=halloumi', '/shopping?q=halloumi'),
        page('page /stores/:slug', `/stores/${product.store_slug}`),
        page('page /stores/:slug/:product', `/stores/${product.store_slug}/${product.slug}`),
      );
      const documents = scenarios.filter((scenario) => scenario.kind === 'page');
      // A client navigation to the same page (ADR 0070): its loaders' data, as a visitor who has answered the
      // cookie notice and picked a language asks for it.
      for (const shown of documents) {
        scenarios.push({
          ...shown,
          name: `${shown.name} [navigation]`,
          url: navigationDataUrl(shown.url),
          headers: { cookie: 'lang=en; cookie_consent=all' },
        });
      }
      // A signed-in visitor's page (ADR 0071): the copy everyone gets, their name drawn by the browser.
      const cookie = await signedInVisitorCookie(bench.database, address);
      for (const shown of documents) {
        scenarios.push({ ...shown, name: `${shown.name} [signed in]`, headers: { cookie } });
      }
      // Rendered every time (Cache-Control: no-cache passes the page micro-cache): what a page costs when no
      // one asked for it in the last 5 s (and, before ADR 0071, every signed-in visitor's). API calls as served.
      for (const shown of documents) {
        scenarios.push({ ...shown, name: `${shown.name} [rendered]`, headers: { 'cache-control': 'no-cache' } });
      }
    }
    const results: ScenarioResult[] = [];
    const measure = async (scenario: Scenario) => {
      const result = await runScenario(address, scenario, { connections, duration });
      results.push(result);
      console.log(
        `[bench] ${result.name}: ${result.requests_per_second} req/s, p99 ${result.latency_ms.p99} ms, ${result.bytes_per_answer} B`,
      );
    };
    for (const scenario of scenarios) await measure(scenario);
    // A live marketplace always has someone adding to a cart (ADR 0072): the product page and its read again,
    // while a customer does, each add answered before the next.
    const busy = scenarios.filter((scenario) =>
      ['page /stores/:slug/:product', 'product page (productDetail)', 'home: landing-page-products'].includes(
        scenario.name,
      ),
    );
    const writer = await cartAddsInBackground(bench.database, address, { perSecond: 5, customer: 100 });
    for (const scenario of busy) await measure({ ...scenario, name: `${scenario.name} [while customers write]` });
    const cartAddsPerSecond = await writer.stop();
    console.log(`[bench] cart adds while those rows ran: ${cartAddsPerSecond} a second`);
    for (const load of await benchCartAndOrders(bench.database, address, { connections, durationS: duration })) {
      results.push(writeRow(load));
      console.log(`[bench] ${load.name}: ${load.requests_per_second} req/s, p99 ${load.latency_ms.p99} ms`);
    }
    await app.close();

    let served: ServedProcessResult | undefined;
    if (serveWeb && process.env.BENCH_SERVED !== 'false') {
      console.log('[bench] the server in its own process, as npm run serve starts it');
      served = await benchServedProcess({
        repoRoot,
        databaseUrl: bench.url,
        dataDir,
        // Every page rendered (no-cache), as for the in-process rows, and one API read past the read cache.
        reads: [
          ...scenarios.filter((scenario) => scenario.name.endsWith('[rendered]')),
          ...scenarios.filter((scenario) => scenario.name === 'product list page 1 [uncached]'),
        ],
        connections,
        secondsEach: duration,
        // The same customers' loop as above, on the process as `npm run serve` runs it (its flags, no load
        // generator in its own event loop's process); new customers, as the first ones exist already.
        alsoDrive: (servedAddress) =>
          benchCartAndOrders(bench.database, servedAddress, {
            connections,
            durationS: duration,
            firstCustomer: connections + 1,
          }),
      });
      for (const read of served.reads) {
        results.push({ ...read, name: `${read.name} [served process]` });
        console.log(
          `[bench] ${read.name} [served process]: ${read.requests_per_second} req/s, p99 ${read.latency_ms.p99} ms`,
        );
      }
      for (const load of served.writes ?? []) {
        results.push(writeRow(load, `${load.name} [served process]`));
        console.log(
          `[bench] ${load.name} [served process]: ${load.requests_per_second} req/s, p99 ${load.latency_ms.p99} ms`,
        );
      }
      console.log(
        `[bench] served: start ${served.start_ms.first} ms, warm ${served.start_ms.warm} ms; RSS ${served.rss_mb.idle} → ${served.rss_mb.peak} MB`,
      );
    }

    console.log('[bench] EXPLAIN ANALYZE of the public lists');
    const sqlMs = await explainPublicReads(bench.database, { store: product.store_id, product: product.id });

    const out = path.join(here, 'results');
    await mkdir(out, { recursive: true });
    const report = await mergeReport(
      path.join(out, 'latest.json'),
      {
        at: new Date().toISOString(),
        dataset: { ...counts, variants: counts.products * 3 },
        connections,
        duration_s: duration,
        warmup_s: WARMUP_S,
        node: process.version,
        cpus: os.cpus().length,
        cpu_model: os.cpus()[0]?.model,
        web_build: serveWeb,
        load_average: { before: loadBefore, after: os.loadavg()[0]! },
        host: {
          speed_ms: { before: speedBefore, after: hostSpeedMs() },
          steal_percent: stealPercent(ticksBefore, cpuTicks()),
        },
        results,
        cart_adds_per_second_while_writing: cartAddsPerSecond,
        sql_ms: sqlMs,
        ...(served ? { served } : {}),
      },
      BUDGETS,
    );
    const performanceDoc = path.join(repoRoot, 'docs/performance.md');
    const previousDoc = existsSync(performanceDoc) ? await readFile(performanceDoc, 'utf8') : '';
    await writeFile(performanceDoc, withSoakSectionOf(previousDoc, performanceMarkdown(report)));
    // eslint-disable-next-line no-console -- printing this table is the benchmark's job
    console.table(
      results.map((r) => ({
        scenario: r.name,
        'req/s': r.requests_per_second,
        'p50 ms': r.latency_ms.p50,
        'p99 ms': r.latency_ms.p99,
        errors: r.errors,
        non2xx: r.non_2xx,
        bytes: r.bytes_per_answer,
        budget: r.within_budget === null ? 'n/a' : r.within_budget ? 'ok' : 'OVER',
      })),
    );
    // eslint-disable-next-line no-console -- as above
    console.table(sqlMs);
    console.log(`[bench] written to ${path.join(out, 'latest.json')} and docs/performance.md`);
  } finally {
    await bench.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
