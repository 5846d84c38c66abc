import path from 'node:path';
import type { Config } from '../config.ts';
import { connectDatabase, quoteIdent, withDatabaseName, type Database } from './client.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

const EMBEDDED_DB_NAME = 'bedesten';

export interface OpenedDatabase {
  database: Database;
  /** Where the data lives, for the start-up log. */
  description: string;
  close(): Promise<void>;
}

/**
 * The database the server runs on: the one DATABASE_URL names, or a real
 * PostgreSQL started from the embedded-postgres package with its data in
 * DATA_DIR/postgres, kept across restarts. `log` hears PostgreSQL's own
 * output; `notice` what the start did about a server left by a crash.
 */
export async function openDatabase(
  config: Config,
  log: (message: string) => void,
  notice: (message: string) => void = log,
): Promise<OpenedDatabase> {
  if (config.DATABASE_URL) {
    const database = connectDatabase(config.DATABASE_URL);
    const { host, pathname } = new URL(config.DATABASE_URL);
    return { database, description: `PostgreSQL at ${host}${pathname}`, close: () => database.close() };
  }
  const dataDir = path.join(config.DATA_DIR, 'postgres');
  const server = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_PG_PORT ?? 54329, log, notice });
  const admin = connectDatabase(server.adminUrl, { max: 1 });
  try {
    const existing = await admin.pool.query('select 1 from pg_database where datname = $1', [EMBEDDED_DB_NAME]);
    if (existing.rowCount === 0) await admin.pool.query(`create database ${quoteIdent(EMBEDDED_DB_NAME)}`);
  } catch (error) {
    // Never leave the server we started running behind a failed start.
    await server.stop();
    throw error;
  } finally {
    await admin.close();
  }
  const database = connectDatabase(withDatabaseName(server.adminUrl, EMBEDDED_DB_NAME));
  return {
    database,
    description: `embedded PostgreSQL on 127.0.0.1:${server.port}, data in ${dataDir}`,
    close: async () => {
      // The server stops even when the pool cannot end cleanly (its connections already lost).
      await database.close().catch(() => {});
      await server.stop();
    },
  };
}
