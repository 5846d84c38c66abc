import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import { createProduct, createStore, createUser } from '../../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { productCardsInOrder } from './product-cards.sql.ts';

describe('productCardsInOrder', () => {
  let database: TestDatabase;
  let ids: string[];
  beforeAll(async () => {
    database = await createTestDatabase();
    const owner = await createUser(database, { type: 'vendor' });
    const store = await createStore(database, owner.id);
    ids = [];
    for (let i = 0; i < 23; i++)
      ids.push((await createProduct(database, store.id, { nameEn: `Card ${i}` })).product.id);
  });
  afterAll(() => database.close());

  it('gives the cards in the order of the ids, however many (padded to a fixed number of slots or not)', async () => {
    for (const pick of [[ids[7]!], [ids[3]!, ids[0]!, ids[12]!], ids.slice(0, 10), [...ids].reverse()]) {
      const cards = await productCardsInOrder(database.db, pick);
      expect(cards.map((card) => card.id)).toEqual(pick);
    }
    const card = (await productCardsInOrder(database.db, [ids[4]!]))[0]!;
    expect(card).toMatchObject({ name_en: 'Card 4', selling_price: 500, store_id: expect.any(String) });
    expect(await productCardsInOrder(database.db, [])).toEqual([]);
  });

  it('keeps one generic plan for lists of any length up to its slots (why the ids are padded)', async () => {
    // A connection of its own: prepared statements and their counts belong to one connection.
    const own = connectDatabase(database.url, { max: 1 });
    let plans: { name: string; generic_plans: number; custom_plans: number }[];
    try {
      for (let n = 1; n <= 9; n++) await productCardsInOrder(own.db, ids.slice(n, n + 1 + (n % 4)));
      plans = (
        await own.db.execute<(typeof plans)[number]>(
          sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements`,
        )
      ).rows;
    } finally {
      await own.close();
    }
    expect(plans).toEqual([
      { name: expect.stringMatching(/^product-cards-in-order:/), custom_plans: 5, generic_plans: 4 },
    ]);
  });

  it('leaves out a product customers may no longer see', async () => {
    await database.db.update(products).set({ isActive: false }).where(eq(products.id, ids[1]!));
    const cards = await productCardsInOrder(database.db, [ids[2]!, ids[1]!, ids[0]!]);
    expect(cards.map((card) => card.id)).toEqual([ids[2], ids[0]]);
  });
});
