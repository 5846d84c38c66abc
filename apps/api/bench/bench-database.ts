import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, quoteIdent, withDatabaseName, type Database } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { runMigrations } from '../src/db/migrate.ts';

/**
 * A throw-away, migrated database for a benchmark: a fresh database on the
 * server of DATABASE_URL, or an embedded PostgreSQL in a temporary folder.
 */
export async function openBenchDatabase(): Promise<{ database: Database; url: string; close(): Promise<void> }> {
  let adminUrl = process.env.DATABASE_URL;
  let stopServer: (() => Promise<void>) | undefined;
  let tempDir: string | undefined;
  if (!adminUrl) {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'bedesten-bench-pg-'));
    await chmod(tempDir, 0o755);
    // A port of its own (BENCH_PG_PORT), so a bench never meets a developer's or a test run's server.
    const server = await startEmbeddedPostgres({
      dataDir: path.join(tempDir, 'data'),
      persistent: false,
      port: Number(process.env.BENCH_PG_PORT ?? 54413),
    });
    adminUrl = server.adminUrl;
    stopServer = server.stop;
  }
  const name = `bedesten_bench_${process.pid}`;
  const admin = connectDatabase(adminUrl, { max: 1 });
  await admin.pool.query(`drop database if exists ${quoteIdent(name)} with (force)`);
  await admin.pool.query(`create database ${quoteIdent(name)}`);
  const url = withDatabaseName(adminUrl, name);
  const database = connectDatabase(url, { max: 20 });
  await runMigrations(database);
  return {
    database,
    url,
    close: async () => {
      await database.close();
      await admin.pool.query(`drop database if exists ${quoteIdent(name)} with (force)`);
      await admin.close();
      await stopServer?.();
      if (tempDir) await rm(tempDir, { recursive: true, force: true });
    },
  };
}
