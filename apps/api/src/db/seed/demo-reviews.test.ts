import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { users } from '../schema/identity.ts';
import { reviews } from '../schema/reviews.ts';
import { stores } from '../schema/stores.ts';
import { seedDemoData } from './demo.ts';
import { demoTestDataDir } from './demo-test-dir.ts';

const dataDir = demoTestDataDir();

describe('demo reviews', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database, dataDir);
  });
  afterAll(() => database.close());

  it('writes reviews in English and Turkish, rated 2 to 5, of stores and products', async () => {
    const rows = await database.db.select().from(reviews);
    expect(rows.length).toBeGreaterThan(30);
    expect(new Set(rows.map((r) => r.language))).toEqual(new Set(['en', 'tr']));
    expect(new Set(rows.map((r) => r.rating))).toEqual(new Set([2, 3, 4, 5]));
    expect(rows.some((r) => r.productId === null) && rows.some((r) => r.productId !== null)).toBe(true);
    expect(rows.some((r) => r.reply !== null)).toBe(true);
    const reviewedStores = new Set(rows.filter((r) => r.productId === null).map((r) => r.storeId));
    expect(reviewedStores.size).toBeGreaterThanOrEqual(10);
  });

  it('earns every review by a delivered order of its author from that store (with the product in it)', async () => {
    const { rows } = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from reviews r
      left join orders o on o.id = r.order_id
      where o.id is null or o.status <> 'delivered' or o.user_id <> r.user_id or o.store_id <> r.store_id
        or (r.product_id is not null and not exists (
          select 1 from order_items i where i.order_id = o.id and i.product_id = r.product_id))`);
    expect(rows[0]!.n).toBe(0);
  });

  it('leaves the demo vendor’s store for the demo customer to rate, and gives them reviews elsewhere', async () => {
    const [customer] = await database.db.select().from(users).where(eq(users.email, 'customer@demo.bedesten.cy'));
    const [vendor] = await database.db.select().from(users).where(eq(users.email, 'vendor@demo.bedesten.cy'));
    const [store] = await database.db.select().from(stores).where(eq(stores.ownerId, vendor!.id));
    const own = await database.db.select().from(reviews).where(eq(reviews.userId, customer!.id));
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(own.some((r) => r.storeId === store!.id)).toBe(false);
    expect((await database.db.select().from(reviews).where(eq(reviews.storeId, store!.id))).length).toBeGreaterThan(0);
  });

  it('stores averages equal to a recomputation from the visible reviews (store reviews only for stores)', async () => {
    const { rows: storeDrift } = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from stores s left join (
        select store_id, avg(rating) as avg, count(*)::int as c from reviews
        where product_id is null and hidden_at is null group by store_id
      ) r on r.store_id = s.id
      where s.rating_count <> coalesce(r.c, 0) or abs(s.avg_rating - coalesce(r.avg, 0)) > 0.001`);
    expect(storeDrift[0]!.n).toBe(0);
    const { rows: productDrift } = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from products p left join (
        select product_id, avg(rating) as avg, count(*)::int as c from reviews
        where hidden_at is null group by product_id
      ) r on r.product_id = p.id
      where p.rating_count <> coalesce(r.c, 0) or abs(p.avg_rating - coalesce(r.avg, 0)) > 0.001`);
    expect(productDrift[0]!.n).toBe(0);
    const { rows: rated } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from stores where rating_count > 0`,
    );
    expect(rated[0]!.n).toBeGreaterThanOrEqual(10);
  });

  it('adds them once', async () => {
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(reviews);
    expect(await seedDemoData(database, dataDir)).toEqual({ seeded: false });
    const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(reviews);
    expect(after).toEqual(before);
  });
});
