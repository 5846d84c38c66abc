import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/client.ts';
import { createProduct, createStore, createUser } from '../../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { createCatalogueRepository } from './catalogue.repository.ts';

describe('the home page featured row', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    for (let s = 0; s < 3; s++) {
      const store = await createStore(database, (await createUser(database, { type: 'vendor' })).id);
      for (let i = 0; i < 4; i++) await createProduct(database, store.id, { nameEn: `Featured ${s}-${i}` });
    }
  });
  afterAll(() => database.close());

  it('keeps the plan of every statement it sends (none is planned anew on each home page, ADR 0067)', async () => {
    // A connection of its own: prepared statements and their counts belong to one connection.
    const own = connectDatabase(database.url, { max: 1 });
    let plans: { name: string; generic_plans: number; custom_plans: number }[];
    try {
      const repository = createCatalogueRepository(own.db);
      for (let run = 0; run < 9; run++) expect(await repository.landingProducts(10)).toHaveLength(10);
      plans = (
        await own.db.execute<(typeof plans)[number]>(
          sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements order by name`,
        )
      ).rows;
    } finally {
      await own.close();
    }
    expect(plans.map((plan) => plan.name.split(':')[0])).toEqual(['landing-product-ids', 'product-cards-in-order']);
    for (const plan of plans) expect(plan.generic_plans, plan.name).toBeGreaterThanOrEqual(4);
  });
});
