import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { users } from './schema/identity.ts';
import { reusedPlan, statementName } from './reused-plan.ts';

describe('statementName', () => {
  it('leaves an ordinary statement unnamed, so it is planned for its values', () => {
    expect(statementName('select 1', undefined)).toBeUndefined();
  });

  it('names a marked statement by its label and text, the same text always alike', () => {
    const text = '/* plan:cart-lines */ select $1::uuid';
    const name = statementName(text, undefined);
    expect(name).toMatch(/^cart-lines:[0-9a-z]+$/);
    expect(statementName(text, undefined)).toBe(name);
    // Another shape under the same label (an `in (…)` list one longer) is another statement.
    expect(statementName('/* plan:cart-lines */ select $1::uuid, $2::uuid', undefined)).not.toBe(name);
  });

  it("gives Drizzle's .prepare names the text's hash too", () => {
    expect(statementName('select 1', 'find-session')).toMatch(/^find-session:[0-9a-z]+$/);
    expect(statementName('select 2', 'find-session')).not.toBe(statementName('select 1', 'find-session'));
  });

  it('refuses a label that could break out of the comment', () => {
    expect(() => reusedPlan('x */ drop table users; /*', sql`select 1`)).toThrow(/lower-case/);
  });
});

describe('reused plans on a real connection', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('prepares a marked statement once on its connection and keeps a generic plan, and leaves others unnamed', async () => {
    const { db } = database;
    const prepared = await db.transaction(async (tx) => {
      for (const id of ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002']) {
        await tx.execute(reusedPlan('test-lookup', sql`select id from users where id = ${id}::uuid`));
        await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).prepare('test-builder').execute();
        await tx.execute(sql`select id from users where id = ${id}::uuid`);
      }
      const { rows } = await tx.execute<{ name: string; generic_plans: number; custom_plans: number }>(
        sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements order by name`,
      );
      return rows;
    });
    expect(prepared.map((row) => row.name.split(':')[0])).toEqual(['test-builder', 'test-lookup']);
    for (const row of prepared) expect(row).toMatchObject({ generic_plans: 2, custom_plans: 0 });
  });
});
