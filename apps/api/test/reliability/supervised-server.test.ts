import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../src/db/embedded-postgres.ts';

/**
 * Issue 42, item 1 (ADR 0082): the real server under `npm run serve`'s
 * supervisor, on its own embedded PostgreSQL, killed as the kernel's
 * out-of-memory killer kills it (SIGKILL: no shutdown hook runs, its
 * PostgreSQL stays up and holds the data folder). It must answer
 * /api/health again on the same data, and a stop must leave neither
 * server nor PostgreSQL behind, even when the supervisor itself is killed.
 * The API alone (SERVE_WEB=false): the web build is not needed for this.
 */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SUPERVISOR = path.join(REPO_ROOT, 'apps/api/src/supervise.js');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    // A zombie (exited, not yet reaped) is as good as gone.
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 90_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('a supervised server killed with SIGKILL', () => {
  let root: string;
  let port: number;
  let supervisor: ChildProcess;
  let log = '';
  const pgPidFile = () => path.join(root, 'data/postgres/postmaster.pid');
  const postgresPid = () => (existsSync(pgPidFile()) ? Number(readFileSync(pgPidFile(), 'utf8').split('\n')[0]) : 0);
  const serverPids = () => [...log.matchAll(/server started \(pid (\d+)/g)].map((match) => Number(match[1]));
  const healthy = async () => {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) });
      return response.status === 200 ? true : undefined;
    } catch {
      return undefined;
    }
  };
  const start = async () => {
    log = '';
    supervisor = spawn(process.execPath, [SUPERVISOR], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        EMBEDDED_PG_PORT: String(await findFreePort()),
        DATA_DIR: path.join(root, 'data'),
        DATABASE_URL: '',
        SERVE_WEB: 'false',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        REDIS_URL: '',
        NODE_HEAP_MB: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [supervisor.stdout!, supervisor.stderr!]) {
      stream.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
    }
    await until('the first /api/health', healthy);
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'bedesten-supervised-'));
    // As root, PostgreSQL runs as the `postgres` user, which must reach the data folder.
    await chmod(root, 0o755);
    port = await findFreePort();
  });
  afterAll(async () => {
    for (const pid of [...serverPids(), postgresPid()]) if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
    if (supervisor?.exitCode === null) supervisor.kill('SIGKILL');
    await rm(root, { recursive: true, force: true });
  });

  it('comes back on the same embedded PostgreSQL data, and SIGTERM stops it all', async () => {
    await start();
    const [first] = serverPids();
    const leftPostgres = postgresPid();
    expect(alive(leftPostgres)).toBe(true);

    process.kill(first!, 'SIGKILL');
    await until('a second server', () => serverPids()[1]);
    await until('/api/health after the kill', healthy, 60_000);
    expect(log).toContain(`the server (pid ${first}) was killed by SIGKILL`);
    // The killed server's PostgreSQL was found holding the data folder and stopped; the new server runs its own.
    expect(log).toContain(`a PostgreSQL (pid ${leftPostgres}) left by an earlier run`);
    expect(postgresPid()).not.toBe(leftPostgres);
    expect(alive(leftPostgres)).toBe(false);
    expect(alive(first!)).toBe(false);

    const [, second] = serverPids();
    const nextPostgres = postgresPid();
    supervisor.kill('SIGTERM');
    const [code] = await once(supervisor, 'exit');
    expect(code).toBe(0);
    expect(alive(second!)).toBe(false);
    expect(alive(nextPostgres)).toBe(false);
    expect(existsSync(pgPidFile())).toBe(false);
  });

  it('stops the server and its PostgreSQL when the supervisor itself is killed', async () => {
    await start();
    const [server] = serverPids();
    const postgres = postgresPid();
    supervisor.kill('SIGKILL');
    await until('the orphaned server to stop', () => (alive(server!) ? undefined : true), 30_000);
    await until('its PostgreSQL to stop', () => (alive(postgres) ? undefined : true), 30_000);
    expect(existsSync(pgPidFile())).toBe(false);
  });
});
