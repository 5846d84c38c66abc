import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connectDatabase, quoteIdent, withDatabaseName, type Database } from '../src/db/client.ts';

export interface TestDatabase extends Database {
  url: string;
  name: string;
}

/**
 * A fresh, migrated database cloned from the run's template. Cloning is
 * serialised by PostgreSQL: a clone that meets another one retries.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const templateDb = inject('pgTemplateDb');
  const name = `${templateDb}_${randomBytes(4).toString('hex')}`;
  const admin = connectDatabase(adminUrl, { max: 1 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.pool.query(`create database ${quoteIdent(name)} template ${quoteIdent(templateDb)}`);
        break;
      } catch (error) {
        const busy = error instanceof Error && /being accessed by other users/.test(error.message);
        if (!busy || attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.close();
  }
  const url = withDatabaseName(adminUrl, name);
  const database = connectDatabase(url, { max: 20 });
  return {
    ...database,
    url,
    name,
    close: async () => {
      await database.close();
      const cleanup = connectDatabase(adminUrl, { max: 1 });
      await cleanup.pool.query(`drop database if exists ${quoteIdent(name)} with (force)`);
      await cleanup.close();
    },
  };
}
