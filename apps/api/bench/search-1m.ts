import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { createFuzzyQueryBuilder } from '../src/modules/listing/fuzzy-query.ts';
import { productCardsQuery } from '../src/modules/listing/product-cards.sql.ts';
import { createSearchTermsRepository } from '../src/modules/listing/search-terms.repository.ts';
import { createSearchRepository } from '../src/modules/search/search.repository.ts';
import { openBenchDatabase } from './bench-database.ts';
import { seedBench } from './seed-bench.ts';

/**
 * `npm run bench:search-1m -w @bedesten/api` (DESIGN.md §7: the SQL behind
 * search ≤ 25 ms at a million products). Seeds BENCH_PRODUCTS (default
 * 1 000 000) products, then runs EXPLAIN (ANALYZE, BUFFERS) on exactly the
 * SQL the search box and the shop list send, a few times each (the best of
 * the warm runs is reported), and writes bench/results/search-1m.json.
 */
const counts = {
  stores: Number(process.env.BENCH_STORES ?? 500),
  products: Number(process.env.BENCH_PRODUCTS ?? 1_000_000),
};
const RUNS = 5;

async function main() {
  console.log(`[search-1m] seeding ${counts.stores} stores and ${counts.products} products`);
  const bench = await openBenchDatabase();
  try {
    await seedBench(bench.database, counts);
    const { db } = bench.database;
    const repository = createSearchRepository(db);
    const buildFuzzyQuery = createFuzzyQueryBuilder(createSearchTermsRepository(db));
    const dialect = (db as unknown as { dialect: { sqlToQuery(s: SQL): { sql: string; params: unknown[] } } }).dialect;

    // Capture the SQL the repository sends by running it through a recording executor.
    const captured: SQL[] = [];
    const recorder = { execute: async (query: SQL) => (captured.push(query), { rows: [] }) } as unknown as typeof db;
    const recording = createSearchRepository(recorder);

    const report: { name: string; sql_ms: number; plan: string }[] = [];
    const explain = async (name: string, query: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      let best = Infinity;
      let plan = '';
      for (let i = 0; i < RUNS; i++) {
        const result = await bench.database.pool.query(`explain (analyze, buffers) ${text}`, params as unknown[]);
        const lines = result.rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
        const ms = Number(/Execution Time: ([\d.]+) ms/.exec(lines.at(-1) ?? '')?.[1] ?? NaN);
        const planning = Number(/Planning Time: ([\d.]+) ms/.exec(lines.join('\n'))?.[1] ?? 0);
        if (ms + planning < best) {
          best = ms + planning;
          plan = lines.join('\n');
        }
      }
      report.push({ name, sql_ms: Math.round(best * 100) / 100, plan });
      console.log(`\n=== ${name}: ${best.toFixed(2)} ms (planning + execution, best of ${RUNS})\n${plan}`);
    };

    for (const q of ['halloumi', 'cay', 'bakry', 'organik domates', 'coffee machine']) {
      // The first look-up of a word asks the dictionary; later ones within a minute are remembered.
      const started = performance.now();
      const fuzzy = (await buildFuzzyQuery(q))!;
      console.log(
        `\n[search-1m] "${q}" -> tsquery ${fuzzy.tsquery} (dictionary look-up ${(performance.now() - started).toFixed(2)} ms)`,
      );
      captured.length = 0;
      await recording.topProducts(fuzzy, 8);
      await explain(`search products q=${q}`, captured[0]!);
      captured.length = 0;
      await recording.topStores(fuzzy, 8);
      await explain(`search stores q=${q}`, captured[0]!);
    }
    captured.length = 0;
    await recording.storeSearch({ page: 1, per_page: 10, lat: 35.17, lng: 33.36, sort: 'distance' }, null, {
      offset: 0,
      limit: 10,
    });
    await explain('storeSearch by distance (page)', captured[0]!);
    await explain('storeSearch by distance (count)', captured[1]!);
    await explain('users-product-list latest', productCardsQuery({ orderBy: sql`p.created_at desc, p.id`, limit: 10 }));
    void repository;

    const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
    await mkdir(out, { recursive: true });
    await writeFile(
      path.join(out, 'search-1m.json'),
      `${JSON.stringify({ at: new Date().toISOString(), dataset: counts, results: report }, null, 2)}\n`,
    );
    // eslint-disable-next-line no-console -- printing this table is the benchmark's job
    console.table(report.map((r) => ({ query: r.name, 'sql ms': r.sql_ms, budget: r.sql_ms <= 25 ? 'ok' : 'OVER' })));
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error('[search-1m] failed:', error);
  process.exit(1);
});
