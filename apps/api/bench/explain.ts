import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../src/db/client.ts';
import { createCatalogueRepository } from '../src/modules/catalogue/catalogue.repository.ts';
import { createFuzzyQueryBuilder } from '../src/modules/listing/fuzzy-query.ts';
import { createSearchTermsRepository } from '../src/modules/listing/search-terms.repository.ts';
import { createSearchRepository } from '../src/modules/search/search.repository.ts';
import { createStoresRepository } from '../src/modules/stores/stores.repository.ts';
import { productListQuery } from '@bedesten/core/schemas/catalogue';
import { storeSearchQuery } from '@bedesten/core/schemas/stores';

/**
 * EXPLAIN ANALYZE of the SQL every public list sends, taken from the real
 * repositories (a recording stand-in for the database catches each
 * statement and runs it), so the figures are of the queries the API runs, not copies.
 */
export async function explainPublicReads(database: Database, ids: { store: string; product: string }) {
  const captured: SQL[] = [];
  // Each statement is also run, so a read that picks ids first and dresses them after sends both.
  const recorder = {
    execute: async (query: SQL) => (captured.push(query), database.db.execute(query)),
  } as unknown as Db;
  const catalogue = createCatalogueRepository(recorder);
  const search = createSearchRepository(recorder);
  const stores = createStoresRepository(recorder);
  const fuzzy = (await createFuzzyQueryBuilder(createSearchTermsRepository(database.db))('halloumi'))!;
  const { rows } = await database.db.execute<{ id: string; sub_category_id: string | null; category_id: string }>(
    sql`select id, sub_category_id, category_id from products where id = ${ids.product}::uuid`,
  );

  const cases: [string, () => Promise<unknown>][] = [
    ['landing-page-products', () => catalogue.landingProducts(10)],
    [
      'users-product-list page 1 (list, count)',
      () => catalogue.listProducts(productListQuery.parse({}), null, { offset: 0, limit: 10 }),
    ],
    [
      'users-product-list page 100 (list, count)',
      () => catalogue.listProducts(productListQuery.parse({}), null, { offset: 990, limit: 10 }),
    ],
    [
      'users-product-list price low-high',
      () => catalogue.listProducts(productListQuery.parse({ sort: 'price_low_high' }), null, { offset: 0, limit: 10 }),
    ],
    [
      'users-product-list search=halloumi',
      () => catalogue.listProducts(productListQuery.parse({}), fuzzy, { offset: 0, limit: 10 }),
    ],
    ['related products', () => catalogue.relatedProducts(rows[0]!, 8)],
    [
      'storeSearch most_visited (list, count)',
      () =>
        search.storeSearch(storeSearchQuery.parse({ sort: 'most_visited', per_page: 8 }), null, {
          offset: 0,
          limit: 8,
        }),
    ],
    ['search box stores', () => search.topStores(fuzzy, 8)],
    ['search box products', () => search.topProducts(fuzzy, 8)],
    ['store page products (list, count)', () => stores.storeProducts(ids.store, { offset: 0, limit: 10 })],
  ];
  const timings: Record<string, number> = {};
  for (const [name, run] of cases) {
    captured.length = 0;
    await run();
    // The best of three: on a shared machine one run measures the neighbours as much as the plan.
    let best = Infinity;
    for (let attempt = 0; attempt < 3; attempt++) {
      let total = 0;
      for (const query of captured) {
        const { rows: plan } = await database.db.execute<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(
          sql`explain (analyze, format json) ${query}`,
        );
        total += plan[0]!['QUERY PLAN'][0]['Execution Time'];
      }
      best = Math.min(best, total);
    }
    timings[name] = Math.round(best * 100) / 100;
  }
  return timings;
}
