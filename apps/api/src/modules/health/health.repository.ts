import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The health check's one question to the database. */
export function createHealthRepository(db: Db) {
  return {
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
