import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';
import { createProduct, createStore, createUser } from '../../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { VISIBLE_STORE } from './visibility.sql.ts';

/**
 * `products.store_visible` (migration 0021, ADR 0066) must always be VISIBLE_STORE of the product's store:
 * lists count and search finds products by it alone.
 */
describe('a product knows whether its store is visible', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** Products whose flag disagrees with the rule read from their store, over the whole table. */
  async function disagreements(): Promise<{ id: string; flag: boolean; rule: boolean }[]> {
    const { rows } = await database.db.execute<{ id: string; flag: boolean; rule: boolean }>(sql`
      select p.id, p.store_visible as flag, coalesce(${VISIBLE_STORE}, false) as rule
      from products p join stores s on s.id = p.store_id
      where p.store_visible is distinct from coalesce(${VISIBLE_STORE}, false)`);
    return rows;
  }
  const flagOf = async (id: string) =>
    (await database.db.select({ flag: products.storeVisible }).from(products).where(eq(products.id, id)))[0]!.flag;

  it('takes it from its store when written, and follows every change of the store', async () => {
    const owner = await createUser(database, { type: 'vendor' });
    const store = await createStore(database, owner.id);
    const pending = await createStore(database, (await createUser(database, { type: 'vendor' })).id, {
      status: 'pending',
    });
    const { product } = await createProduct(database, store.id);
    const { product: waiting } = await createProduct(database, pending.id);
    expect(await flagOf(product.id)).toBe(true);
    expect(await flagOf(waiting.id)).toBe(false);

    const changes: [string, Partial<typeof stores.$inferInsert>, boolean][] = [
      ['paused', { isActive: false }, false],
      ['active again', { isActive: true }, true],
      ['rejected', { status: 'rejected' }, false],
      ['approved again', { status: 'approved' }, true],
      ['deleted by staff', { deletedAt: new Date(), ownerId: null, formerOwnerId: owner.id }, false],
      ['restored', { deletedAt: null, ownerId: owner.id }, true],
      ['without an owner', { ownerId: null }, false],
      ['owned again', { ownerId: owner.id }, true],
    ];
    for (const [what, change, visible] of changes) {
      await database.db.update(stores).set(change).where(eq(stores.id, store.id));
      expect([what, await flagOf(product.id)]).toEqual([what, visible]);
      expect(await disagreements()).toEqual([]);
    }

    // Moved to a store that is not visible, and back.
    await database.db.update(products).set({ storeId: pending.id }).where(eq(products.id, product.id));
    expect(await flagOf(product.id)).toBe(false);
    await database.db.update(products).set({ storeId: store.id }).where(eq(products.id, product.id));
    expect(await flagOf(product.id)).toBe(true);
    // Approving the pending store shows its product.
    await database.db.update(stores).set({ status: 'approved' }).where(eq(stores.id, pending.id));
    expect(await flagOf(waiting.id)).toBe(true);
    expect(await disagreements()).toEqual([]);
  });

  it('cannot be set by hand', async () => {
    const owner = await createUser(database, { type: 'vendor' });
    const pending = await createStore(database, owner.id, { status: 'pending' });
    const { product } = await createProduct(database, pending.id, { storeVisible: true });
    expect(await flagOf(product.id)).toBe(false);
    await database.db.update(products).set({ storeVisible: true }).where(eq(products.id, product.id));
    expect(await flagOf(product.id)).toBe(false);
    expect(await disagreements()).toEqual([]);
  });
});
