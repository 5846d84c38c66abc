import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './client.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded-postgres.ts';

async function answers(url: string): Promise<boolean> {
  const database = connectDatabase(url, { max: 1, connectionTimeoutMillis: 3_000 });
  try {
    await database.pool.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await database.close().catch(() => {});
  }
}

/** Issue 10: a start after a crash finds the embedded server the crash left, or its stale lock. */
describe('starting the embedded PostgreSQL after a crash', () => {
  let root: string;
  let dataDir: string;
  const running: EmbeddedServer[] = [];
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'bedesten-embedded-'));
    // As root, PostgreSQL runs as the `postgres` user, which must reach the data folder.
    await chmod(root, 0o755);
    dataDir = path.join(root, 'data');
  });
  afterAll(async () => {
    for (const server of running) await server.stop().catch(() => {});
    await rm(root, { recursive: true, force: true });
  });

  it('stops a server an earlier run left running on the data folder, and starts its own', async () => {
    const left = await startEmbeddedPostgres({ dataDir });
    running.push(left);
    const leftPid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    // The earlier process "crashed": its server still runs and holds the folder. A new start must not fail.
    const notices: string[] = [];
    const next = await startEmbeddedPostgres({ dataDir, port: left.port, notice: (m) => notices.push(m) });
    running.push(next);
    expect(notices.join('\n')).toContain(`pid ${leftPid}`);
    expect(next.port).toBe(left.port);
    expect(await answers(next.adminUrl)).toBe(true);
    const nextPid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(nextPid).not.toBe(leftPid);
    await next.stop();
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  });

  it('removes a stale lock whose process is gone, and starts', async () => {
    // pid_max is below 2^22 on Linux: no process has this pid.
    await writeFile(path.join(dataDir, 'postmaster.pid'), `4194303\n${dataDir}\n0\n5432\n`);
    const notices: string[] = [];
    const server = await startEmbeddedPostgres({ dataDir, notice: (m) => notices.push(m) });
    running.push(server);
    expect(notices.join('\n')).toMatch(/stale lock/);
    expect(await answers(server.adminUrl)).toBe(true);
    await server.stop();
  });

  it('names the data folder and what to do when the server cannot start', async () => {
    const broken = path.join(root, 'broken');
    await startEmbeddedPostgres({ dataDir: broken }).then((server) => server.stop());
    // A data folder whose control file is gone: PostgreSQL refuses it.
    await rm(path.join(broken, 'global', 'pg_control'));
    const error = await startEmbeddedPostgres({ dataDir: broken }).then(
      (server) => {
        running.push(server);
        return null;
      },
      (reason: unknown) => reason as Error,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error!.message).toContain(broken);
    expect(error!.message).toMatch(/did not start: .*pg_control/);
    expect(error!.message).toMatch(/DATA_DIR/);
    expect(error!.message).not.toContain('undefined');
  });
});
