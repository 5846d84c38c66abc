/**
 * Bedesten as a deployment runs it, on one computer (issue 17): N instances
 * of the real server (apps/api/src/start.js, with the serve script's Node
 * flags) on one PostgreSQL database, one Redis and one S3-compatible bucket
 * (s3rver), behind nginx from Debian's packages. `npm run cluster` (cluster.ts)
 * starts one to use by hand; the cluster test (e2e/tests/cluster.e2e.ts)
 * starts one to prove that instances share everything that matters.
 *
 * The first instance migrates and seeds the demo; the others start only once
 * it answers GET /api/health, so they never both seed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { heapFlags } from '../apps/api/src/supervise.js';
import { startS3Server, type TestS3Server } from '../apps/api/test/s3-server.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HEALTH_TIMEOUT_MS = 5 * 60_000;

export interface ClusterOptions {
  /** nginx's port; 0 picks a free one. */
  port: number;
  /** A PostgreSQL server URL whose user may create databases (the database named below is made there). */
  pgUrl: string;
  database: string;
  redisUrl: string;
  /** The bucket's files (in `s3/`) and the instances' shared DATA_DIR (web push keys). */
  dataDir: string;
  instances?: number;
  /** Added to every instance's environment (after the cluster's own settings). */
  env?: Record<string, string>;
  log: (message: string) => void;
  /** Each line an instance or nginx writes. */
  output: (name: string, line: string, stream: 'stdout' | 'stderr') => void;
  /** An instance or nginx stopped without being asked to. */
  onExit?: (name: string, how: string) => void;
  /** nginx's access log on this process's own stdout (`npm run cluster`, to watch requests alternate); else none. */
  accessLog?: boolean;
}

export interface ClusterInstance {
  name: string;
  port: number;
  url: string;
  pid: number;
  alive(): boolean;
  /** Sends `signal` and resolves once the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface Cluster {
  /** nginx's address. */
  url: string;
  databaseUrl: string;
  instances: ClusterInstance[];
  s3: TestS3Server;
  /** Stops nginx first (no new requests), then the instances (each closes cleanly on SIGTERM), then the bucket. */
  stop(): Promise<void>;
}

/** The Node flags `npm run serve` starts the server with (the heap cap, ADR 0059), so each instance runs as it does. */
/** The served process's Node flags: the supervisor's, so every instance runs as `npm start` runs one. */
const serveNodeFlags = (): string[] => heapFlags();

const findNginx = () => ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file));

/** nginx from Debian's packages: installed here when missing and we are root, else how to install it. */
export function ensureNginx(log: (message: string) => void): string {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error('nginx is not installed: run `sudo apt-get install -y nginx-light` (Debian/Ubuntu) and try again');
  }
  log('nginx is not installed; installing it with `apt-get install -y nginx-light`');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'nginx-light']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed; install nginx yourself and try again`);
  }
  const installed = findNginx();
  if (!installed) throw new Error('apt-get installed nginx but its binary is not in /usr/sbin');
  return installed;
}

/** The database the instances share, created when missing; its URL. */
export async function ensureDatabase(pgUrl: string, database: string, log: (message: string) => void) {
  if (!/^[a-z_][a-z0-9_]*$/.test(database))
    throw new Error(`the database must be a plain lower-case name: ${database}`);
  const client = new pg.Client({ connectionString: pgUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`cannot reach PostgreSQL at ${pgUrl} (${(error as Error).message})`, { cause: error });
  }
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${database}`);
      log(`created database ${database}`);
    }
  } finally {
    await client.end();
  }
  const url = new URL(pgUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A port nothing listens on right now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function waitHealthy(port: number, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!alive(child)) throw new Error(`${name} stopped before it was healthy`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/**
 * nginx's whole configuration: everything it writes (pid, temp files) in `dir`,
 * logs to the terminal, in the foreground so it stops with us.
 */
export function nginxConfig(dir: string, listenPort: number, ports: number[], accessLog: boolean): string {
  const servers = ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
  return `# Generated by scripts/start-cluster.ts for one run; not kept.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }

http {
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # Which instance answered each request ($upstream_addr; two when the first failed and nginx retried).
  log_format cluster '[nginx] $remote_addr "$request" $status -> $upstream_addr $upstream_response_time s';
  access_log ${accessLog ? '/dev/stdout cluster' : 'off'};
  server_tokens off;

  # Round-robin over identical instances: no sticky sessions (sessions are in PostgreSQL,
  # live events fan out through Redis). A failed instance is skipped for 5 s.
  upstream bedesten {
${servers}
    keepalive 16;
  }

  # WebSocket upgrade (the chat socket) when asked for; a keep-alive connection otherwise.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }

  server {
    listen 127.0.0.1:${listenPort};
    # Above the largest upload the app accepts (UPLOAD_*_MAX_MB at most 100); tus sends it in PATCHes.
    client_max_body_size 110m;

    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    proxy_set_header Upgrade $http_upgrade;
    proxy_set_header Connection $connection_upgrade;
    # Overwritten, never appended: this is the edge, and the instances (TRUST_PROXY=true)
    # believe the left-most address, so a client must not be able to choose it.
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $http_host;
    proxy_set_header Forwarded "";
    proxy_set_header X-Real-IP "";

    # Retries. nginx never passes a POST, PATCH or LOCK to the next instance once it has
    # sent it to one (no "non_idempotent" here); it does when the connection failed before
    # anything was sent (an instance that is down), which is always safe. GET, HEAD, PUT,
    # DELETE and OPTIONS are retried on an error, a timeout, a 502 or a 503 (the app answers
    # 503 only when its database is away, before doing anything): our PUTs and DELETEs set
    # or remove a thing, so doing one twice leaves the same state. A POST that timed out is
    # the client's to retry: order placement takes an Idempotency-Key for exactly that.
    proxy_next_upstream error timeout http_502 http_503;
    proxy_next_upstream_tries 2;
    proxy_next_upstream_timeout 15s;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;

    location / {
      proxy_pass http://bedesten;
    }

    # Server-sent events (vendor new orders, driver offers): no buffering, long reads,
    # and no retry once the stream has started (the browser's EventSource reconnects).
    location ~ ^/api/(vendor-events|driver-events)$ {
      proxy_pass http://bedesten;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }

    # The chat WebSocket: held open for hours; the app pings.
    location = /api/chat-socket {
      proxy_pass http://bedesten;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }

    # tus uploads: streamed to an instance as they arrive rather than spooled to disk first.
    location ~ ^/api/upload-tus {
      proxy_pass http://bedesten;
      proxy_request_buffering off;
    }
  }
}
`;
}

/** Stops `child` with SIGTERM (SIGKILL after 20 s) and resolves once it is gone. */
async function terminate(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!alive(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { log } = options;
  const nginx = ensureNginx(log);
  const listenPort = options.port || (await freePort());
  if (!(await portIsFree(listenPort))) throw new Error(`port ${listenPort} is taken`);
  if (!existsSync(path.join(REPO_ROOT, 'apps/web/build/server/index.js'))) {
    throw new Error('no web build: run `npm run build` first');
  }

  const children: { name: string; child: ChildProcess }[] = [];
  let s3: TestS3Server | undefined;
  let nginxDir: string | undefined;
  let stopping = false;

  function watch(name: string, child: ChildProcess): void {
    children.push({ name, child });
    for (const [stream, kind] of [
      [child.stdout, 'stdout'],
      [child.stderr, 'stderr'],
    ] as const) {
      if (stream) createInterface({ input: stream }).on('line', (line) => options.output(name, line, kind));
    }
    child.once('exit', (code, signal) => {
      if (!stopping) options.onExit?.(name, signal ?? `code ${code}`);
    });
  }

  async function stop() {
    if (stopping) return;
    stopping = true;
    for (const { child } of [...children].reverse()) await terminate(child);
    await s3?.close().catch(() => {});
    if (nginxDir) await rm(nginxDir, { recursive: true, force: true });
  }

  try {
    const databaseUrl = await ensureDatabase(options.pgUrl, options.database, log);
    await mkdir(path.join(options.dataDir, 's3'), { recursive: true });
    s3 = await startS3Server('bedesten-cluster', { directory: path.join(options.dataDir, 's3') });
    log(`S3 (s3rver): ${s3.endpoint}, bucket ${s3.bucket}, files in ${path.join(options.dataDir, 's3')}`);

    const nodeFlags = serveNodeFlags();
    const count = options.instances ?? 2;
    const ports = await Promise.all(Array.from({ length: count }, freePort));
    const publicUrl = `http://localhost:${listenPort}`;
    const instances: ClusterInstance[] = [];
    for (const [index, port] of ports.entries()) {
      const name = `api-${index + 1}`;
      const child = spawn(process.execPath, [...nodeFlags, path.join(REPO_ROOT, 'apps/api/src/start.js')], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          ...s3.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: publicUrl,
          DATABASE_URL: databaseUrl,
          REDIS_URL: options.redisUrl,
          // One DATA_DIR for all: with S3 set it holds only the web push keys, which must be the same everywhere.
          DATA_DIR: options.dataDir,
          TRUST_PROXY: 'true',
          // nginx logs each request with the instance that answered it; the instances log only trouble (unless asked).
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          // Only the first seeds; the others migrate too, but find nothing left to do once the first is healthy.
          SEED_DEMO: index === 0 ? 'true' : 'false',
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      watch(name, child);
      log(`${name}: starting on 127.0.0.1:${port} (pid ${child.pid})`);
      await waitHealthy(port, child, name);
      log(`${name}: healthy`);
      instances.push({
        name,
        port,
        url: `http://127.0.0.1:${port}`,
        pid: child.pid!,
        alive: () => alive(child),
        kill: (signal) => terminate(child, signal),
      });
    }

    nginxDir = await mkdtemp(path.join(os.tmpdir(), 'bedesten-cluster-nginx-'));
    // As root, nginx's workers run as nobody and keep request bodies in temp folders under here.
    await chmod(nginxDir, 0o755);
    const nginxConfigFile = path.join(nginxDir, 'nginx.conf');
    const accessLog = options.accessLog === true;
    await writeFile(nginxConfigFile, nginxConfig(nginxDir, listenPort, ports, accessLog));
    const nginxArgs = ['-p', nginxDir, '-e', 'stderr', '-c', nginxConfigFile];
    // nginx cannot open /dev/stdout on the socket Node's 'pipe' gives: to the terminal, it is ours, as it is.
    const stdout = accessLog ? 'inherit' : 'pipe';
    const check = spawnSync(nginx, [...nginxArgs, '-t', '-q'], { stdio: ['ignore', stdout, 'pipe'], encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx rejected ${nginxConfigFile}: ${check.stderr}`);
    const balancer = spawn(nginx, nginxArgs, { stdio: ['ignore', stdout, 'pipe'] });
    watch('nginx', balancer);
    log(`nginx: config ${nginxConfigFile} (pid ${balancer.pid})`);
    await waitHealthy(listenPort, balancer, 'nginx');

    return { url: publicUrl, databaseUrl, instances, s3, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
