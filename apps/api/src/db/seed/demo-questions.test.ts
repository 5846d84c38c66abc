import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { users } from '../schema/identity.ts';
import { productQuestions } from '../schema/reviews.ts';
import { stores } from '../schema/stores.ts';
import { DEMO_QUESTIONS } from './demo-questions.ts';
import { seedDemoData } from './demo.ts';
import { demoTestDataDir } from './demo-test-dir.ts';

const dataDir = demoTestDataDir();

describe('demo questions', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database, dataDir);
  });
  afterAll(() => database.close());

  it('puts about thirty questions in both languages on demo products, most answered by the product’s own store', async () => {
    const rows = await database.db
      .select({ question: productQuestions, ownerId: stores.ownerId })
      .from(productQuestions)
      .innerJoin(stores, eq(stores.id, productQuestions.storeId));
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect(rows.length).toBeLessThanOrEqual(DEMO_QUESTIONS.length);
    const answered = rows.filter((r) => r.question.answer !== null);
    expect(answered.length).toBeGreaterThan(rows.length / 2);
    expect(rows.some((r) => r.question.answer === null)).toBe(true);
    for (const r of answered) expect(r.question.answeredBy).toBe(r.ownerId);
    expect(rows.some((r) => /[ğışçöü]/.test(r.question.question))).toBe(true);
    expect(rows.some((r) => r.question.question.startsWith('Is this halloumi'))).toBe(true);
    expect(rows.every((r) => r.question.createdAt.getTime() <= Date.now())).toBe(true);
  });

  it('gives the demo vendor’s panel questions of its own, and is seeded once', async () => {
    const [vendor] = await database.db.select().from(users).where(eq(users.email, 'vendor@demo.bedesten.cy'));
    const [store] = await database.db.select().from(stores).where(eq(stores.ownerId, vendor!.id));
    const [own] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productQuestions)
      .where(eq(productQuestions.storeId, store!.id));
    expect(own!.n).toBeGreaterThan(5);
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(productQuestions);
    await seedDemoData(database, dataDir);
    const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(productQuestions);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
