import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { createRequestsRepository } from '../../modules/requests/requests.repository.ts';
import { users } from '../schema/identity.ts';
import { broadcastRequests } from '../schema/requests.ts';
import { stores } from '../schema/stores.ts';
import { DEMO_REQUESTS } from './demo-requests.ts';
import { seedDemoData } from './demo.ts';
import { demoTestDataDir } from './demo-test-dir.ts';

const dataDir = demoTestDataDir();

describe('demo broadcast requests', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database, dataDir);
  });
  afterAll(() => database.close());

  it('posts every demo request open and approved, in both languages', async () => {
    const rows = await database.db.select().from(broadcastRequests);
    expect(rows).toHaveLength(DEMO_REQUESTS.length);
    for (const row of rows) {
      expect(row.status).toBe('approved');
      expect(row.closesAt.getTime()).toBeGreaterThan(Date.now());
      expect(row.approvedBy).not.toBeNull();
    }
    expect(rows.some((r) => r.language === 'tr' && /[ğışçöü]/.test(r.title))).toBe(true);
    expect(rows.some((r) => r.language === 'en')).toBe(true);
  });

  it('gives the demo vendor’s panel requests that match its store, and is seeded once', async () => {
    const [vendor] = await database.db.select().from(users).where(eq(users.email, 'vendor@demo.bedesten.cy'));
    const [store] = await database.db.select().from(stores).where(eq(stores.ownerId, vendor!.id));
    const { rows } = await createRequestsRepository(database.db).listForStore(store!.id, { offset: 0, limit: 10 });
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.category_id === store!.categoryId)).toBe(true);
    const count = async () =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(broadcastRequests))[0]!.n;
    const before = await count();
    await seedDemoData(database, dataDir);
    expect(await count()).toBe(before);
  });
});
