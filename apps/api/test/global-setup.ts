import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase, quoteIdent, withDatabaseName } from '../src/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded-postgres.ts';
import { runMigrations } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplateDb: string;
  }
}

/**
 * Starts one PostgreSQL for the run (embedded by default, the server of
 * DATABASE_URL when set), migrates a template database once, and hands its
 * name to the test files; each file clones its own database from it.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bedesten-test-pg-'));
    // As root, PostgreSQL runs as the `postgres` user, which must reach the data folder.
    await chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'data'), persistent: false });
    adminUrl = embedded.adminUrl;
  }

  const templateDb = `bedesten_tpl_${process.pid}`;
  const admin = connectDatabase(adminUrl, { max: 1 });
  await admin.pool.query(`drop database if exists ${quoteIdent(templateDb)}`);
  await admin.pool.query(`create database ${quoteIdent(templateDb)}`);
  const template = connectDatabase(withDatabaseName(adminUrl, templateDb), { max: 1 });
  await runMigrations(template);
  await template.close();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplateDb', templateDb);

  return async () => {
    const { rows } = await admin.pool.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${templateDb}%`],
    );
    for (const { datname } of rows)
      await admin.pool.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
    await admin.close();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
