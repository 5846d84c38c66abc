import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, createUser } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { stores } from './schema/stores.ts';
import { tableRowMapper } from './table-rows.ts';

describe('tableRowMapper', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('gives a raw `select *` row exactly the shape and values the query builder gives', async () => {
    const { db } = database;
    const owner = await createUser(database, { type: 'vendor' });
    // Timestamps, numbers, booleans, arrays, json and nulls among its columns.
    const store = await createStore(database, owner.id, { lat: 35.1, lng: 33.3, deletedAt: null });
    const [built] = await db.select().from(stores).where(eq(stores.id, store.id));
    const { rows } = await db.execute<Record<string, unknown>>(sql`select * from stores where id = ${store.id}::uuid`);
    const mapped = tableRowMapper(stores)(rows[0]!);
    expect(mapped).toEqual(built);
    expect(mapped.createdAt).toBeInstanceOf(Date);
  });
});
