import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListQuery } from '@bedesten/core/schemas/catalogue';
import { products } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';
import { createProduct, createStore, createUser } from '../../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { createCatalogueRepository } from '../catalogue/catalogue.repository.ts';
import { LISTED_PRODUCT } from './visibility.sql.ts';

/**
 * `listed_product_words` (migration 0025, ADR 0068) must always hold exactly the words of the listed
 * products: a one-word search counts and pages from it alone.
 */
describe('the words of listed products', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** Rows the table has and should not, and rows it should have and lacks, over the whole table. */
  async function differences(): Promise<{ word: string; product_id: string; side: string }[]> {
    const { rows } = await database.db.execute<{ word: string; product_id: string; side: string }>(sql`
      with expected as (
        select word, p.created_at, p.id as product_id from products p, unnest(tsvector_to_array(p.search_document)) word
        where ${LISTED_PRODUCT}
      )
      (select word, product_id, 'extra' as side from listed_product_words
       except all select word, product_id, 'extra' from expected)
      union all
      (select e.word, e.product_id, 'missing' from expected e
       where not exists (select 1 from listed_product_words w
         where w.word = e.word and w.product_id = e.product_id and w.created_at = e.created_at))`);
    return rows;
  }
  const wordsOf = async (id: string) =>
    (
      await database.db.execute<{ word: string }>(
        sql`select word from listed_product_words where product_id = ${id} order by word`,
      )
    ).rows.map((row) => row.word);

  it('lists a product by its words while customers can find it, through every change of it or its store', async () => {
    const owner = await createUser(database, { type: 'vendor' });
    const store = await createStore(database, owner.id);
    const pending = await createStore(database, (await createUser(database, { type: 'vendor' })).id, {
      status: 'pending',
    });
    const { product } = await createProduct(database, store.id, { nameEn: 'Village Halloumi', nameTr: 'Köy Hellimi' });
    const { product: waiting } = await createProduct(database, pending.id, { nameEn: 'Carob Syrup' });
    expect(await wordsOf(product.id)).toEqual(['halloumi', 'hellimi', 'koy', 'village']);
    expect(await wordsOf(waiting.id)).toEqual([]);

    const productChanges: [string, Partial<typeof products.$inferInsert>, string[]][] = [
      ['renamed', { nameEn: 'Goat Halloumi' }, ['goat', 'halloumi', 'hellimi', 'koy']],
      ['branded', { brand: 'Troodos' }, ['goat', 'halloumi', 'hellimi', 'koy', 'troodos']],
      ['priced (no word changes)', { minPrice: 900 }, ['goat', 'halloumi', 'hellimi', 'koy', 'troodos']],
      ['paused', { isActive: false }, []],
      ['active again', { isActive: true }, ['goat', 'halloumi', 'hellimi', 'koy', 'troodos']],
      ['sent back for review', { status: 'pending' }, []],
      ['approved again', { status: 'approved' }, ['goat', 'halloumi', 'hellimi', 'koy', 'troodos']],
      ['moved to a hidden store', { storeId: pending.id }, []],
      ['moved back', { storeId: store.id }, ['goat', 'halloumi', 'hellimi', 'koy', 'troodos']],
      ['re-dated', { createdAt: new Date('2026-01-01T00:00:00Z') }, ['goat', 'halloumi', 'hellimi', 'koy', 'troodos']],
    ];
    for (const [what, change, words] of productChanges) {
      await database.db.update(products).set(change).where(eq(products.id, product.id));
      expect([what, await wordsOf(product.id)]).toEqual([what, words]);
      expect(await differences()).toEqual([]);
    }

    const storeChanges: [string, Partial<typeof stores.$inferInsert>, number][] = [
      ['store paused', { isActive: false }, 0],
      ['store active again', { isActive: true }, 5],
      ['store deleted by staff', { deletedAt: new Date(), ownerId: null, formerOwnerId: owner.id }, 0],
      ['store restored', { deletedAt: null, ownerId: owner.id }, 5],
    ];
    for (const [what, change, count] of storeChanges) {
      await database.db.update(stores).set(change).where(eq(stores.id, store.id));
      expect([what, (await wordsOf(product.id)).length]).toEqual([what, count]);
      expect(await differences()).toEqual([]);
    }
    await database.db.update(stores).set({ status: 'approved' }).where(eq(stores.id, pending.id));
    expect(await wordsOf(waiting.id)).toEqual(['carob', 'syrup']);

    await database.db.delete(products).where(inArray(products.id, [product.id, waiting.id]));
    expect(await wordsOf(product.id)).toEqual([]);
    expect(await differences()).toEqual([]);
  });

  it('lists many products written in one statement, as a bulk load or a store approval does', async () => {
    const store = await createStore(database, (await createUser(database, { type: 'vendor' })).id, {
      status: 'pending',
    });
    const { product } = await createProduct(database, store.id, { nameEn: 'Olive Oil' });
    await database.db.execute(sql`
      insert into products (store_id, slug, name_en, description_en, category_id, images, status, is_active)
      select store_id, slug || '-' || g, name_en || ' ' || g, description_en, category_id, images, status, is_active
      from products, generate_series(1, 30) g where id = ${product.id}`);
    expect(await differences()).toEqual([]);
    await database.db.update(stores).set({ status: 'approved' }).where(eq(stores.id, store.id));
    const { rows } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from listed_product_words where word = 'olive'`,
    );
    expect(rows[0]!.n).toBe(31);
    expect(await differences()).toEqual([]);
  });

  it('counts a product holding two of the words once, and pages all of them newest first', async () => {
    const store = await createStore(database, (await createUser(database, { type: 'vendor' })).id);
    const named = async (name: string, minutesAgo: number) =>
      (
        await createProduct(database, store.id, {
          nameEn: name,
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
        })
      ).product.id;
    const both = await named('Cay Caylar Gift Box', 1);
    const tea = await named('Rize Cay', 2);
    const teas = await named('Caylar Sampler', 3);
    const repository = createCatalogueRepository(database.db);
    const search = { tsquery: '(cay | caylar)', folded: 'cay', words: ['cay', 'caylar'] };
    const page = (offset: number, limit: number) =>
      repository.listProducts(productListQuery.parse({}), search, { offset, limit });
    const first = await page(0, 2);
    expect(first.total).toBe(3);
    expect(first.rows.map((row) => row.id)).toEqual([both, tea]);
    expect((await page(2, 2)).rows.map((row) => row.id)).toEqual([teas]);
    // The full-text index finds the same: the two paths agree.
    const byIndex = await repository.listProducts(
      productListQuery.parse({}),
      { ...search, words: null },
      { offset: 0, limit: 10 },
    );
    expect(byIndex).toEqual(await page(0, 10));
  });
});
