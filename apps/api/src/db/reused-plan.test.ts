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

  it('names writes and row locks without a mark, and leaves reads and bulk loads unnamed', () => {
    for (const write of [
      'insert into "orders" ("id") values ($1)',
      'update "carts" set "store_id" = $1 where "carts"."user_id" = $2',
      'delete from "cart_items" where "cart_items"."id" = $1',
      'with "placed" as (insert into "orders" ("id") values ($1) returning "id") select * from "placed"',
      'select "carts"."store_id" from "carts" where "carts"."user_id" = $1 for update of "carts"',
      'select id from jobs where run_at < now() for update skip locked',
      '\n        insert into "idempotency_keys" (user_id) values ($1) on conflict do nothing returning key',
      '\n  with removed as (delete from "cart_items" where id = $1) select 1',
    ]) {
      expect(statementName(write, undefined), write).toMatch(/^write:[0-9a-z]+$/);
    }
    for (const read of [
      'select * from "products" where "products"."id" = $1',
      'with ranked as (select id from products) select * from ranked limit $1',
      'select "updated" from "notes" where "text" = $1',
    ]) {
      expect(statementName(read, undefined), read).toBeUndefined();
    }
    const bulk = `insert into "products" ("name") values ${Array.from({ length: 2_000 }, (_, n) => `($${n + 1})`).join(', ')}`;
    expect(statementName(bulk, undefined)).toBeUndefined();
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

  it('prepares a marked statement once on its connection and keeps a generic plan after five, and leaves others unnamed', async () => {
    const { db } = database;
    const prepared = await db.transaction(async (tx) => {
      for (let n = 1; n <= 7; n++) {
        const id = `00000000-0000-4000-8000-00000000000${n}`;
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
    // plan_cache_mode = auto: PostgreSQL plans a statement's first five runs for their values, then keeps the
    // generic plan when it costs no more, as it does for a key lookup.
    for (const row of prepared) expect(row).toMatchObject({ custom_plans: 5, generic_plans: 2 });
  });

  it('plans an unnamed statement for its values (ADR 0062: the product list scanned every product when it was not)', async () => {
    // Planned for $1 = 1, the CASE folds to its first arm; a generic plan folds the constant `1 / 0` of the
    // other arm while planning and fails (PostgreSQL's documented CASE caveat), as it did under
    // plan_cache_mode = force_generic_plan.
    const { rows } = await database.pool.query<{ x: number }>(
      'select case when $1::int > 0 then 1 else 1 / 0 end as x',
      [1],
    );
    expect(rows).toEqual([{ x: 1 }]);
  });
});
