/**
 * `npm run cluster`: Bedesten as a deployment runs it, on one computer (issue 17).
 * Two instances of the real server (apps/api/src/start.ts, each on its own
 * port) share one PostgreSQL (the local service, database `bedesten_cluster`),
 * one Redis and one S3-compatible bucket (s3rver, started here as the uploads
 * tests start it), behind nginx from Debian's packages: round-robin, no sticky
 * sessions, WebSockets and server-sent events passed through, retries only
 * where a retry cannot do a thing twice (see the config below).
 *
 * The first instance migrates and seeds the demo; the second starts only once
 * the first answers GET /api/health, so they never both seed. Ctrl-C stops
 * nginx, both instances and the bucket server, and removes nginx's temp folder.
 * The database and the bucket's files (data/cluster/) are kept for next time;
 * drop the database and delete that folder together to start over.
 *
 * Environment (all optional): CLUSTER_PORT (nginx, default 8080),
 * CLUSTER_PG_URL (a PostgreSQL server URL whose user may create databases,
 * default postgres://postgres@127.0.0.1:5432/postgres), CLUSTER_DATABASE
 * (default bedesten_cluster), REDIS_URL (default redis://127.0.0.1:6379/1:
 * database 1 keeps the cluster's rate limits and BullMQ queues apart from
 * whatever uses database 0; pub/sub channels are shared by every database).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startS3Server, type TestS3Server } from '../apps/api/test/s3-server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA_DIR = path.join(ROOT, 'data/cluster');
const PG_URL = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.CLUSTER_DATABASE ?? 'bedesten_cluster';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/1';
const LB_PORT = Number(process.env.CLUSTER_PORT ?? 8080);
const INSTANCES = 2;
const HEALTH_TIMEOUT_MS = 5 * 60_000;

const log = (message: string) => console.log(`[cluster] ${message}`);

/** The Node flags `npm run serve` starts the server with (the heap cap, ADR 0059), so each instance runs as it does. */
function serveNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const flags = /^node\s+(.*?)\s*apps\/api\/src\/start\.ts$/.exec(manifest.scripts.serve ?? '')?.[1];
  if (flags === undefined) fail('the serve script in package.json is no longer `node [flags] apps/api/src/start.ts`');
  return flags.split(/\s+/).filter(Boolean);
}

function fail(message: string): never {
  console.error(`[cluster] ${message}`);
  process.exit(1);
}

/** nginx from Debian's packages: installed here when missing and we are root, else how to install it. */
function ensureNginx(): string {
  const find = () => ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file));
  const found = find();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    fail('nginx is not installed: run `sudo apt-get install -y nginx` (Debian/Ubuntu), then `npm run cluster` again');
  }
  log('nginx is not installed; installing it with `apt-get install -y nginx`');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'nginx']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) fail(`apt-get ${args.join(' ')} failed; install nginx yourself and try again`);
  }
  return find() ?? fail('apt-get installed nginx but its binary is not in /usr/sbin');
}

/** The database both instances share, created when missing (the postgres user has trust auth locally). */
async function ensureDatabase(): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE)) fail(`CLUSTER_DATABASE must be a plain lower-case name, not ${DATABASE}`);
  const client = new pg.Client({ connectionString: PG_URL });
  try {
    await client.connect();
  } catch (error) {
    fail(`cannot reach PostgreSQL at ${PG_URL} (${(error as Error).message}); start it or set CLUSTER_PG_URL`);
  }
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${DATABASE}`);
      log(`created database ${DATABASE}`);
    }
  } finally {
    await client.end();
  }
  const url = new URL(PG_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** A port nothing listens on right now (the kernel picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Each line a child writes, prefixed with its name. */
function prefixOutput(child: ChildProcess, name: string): void {
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
  }
}

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
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name} was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/**
 * nginx's whole configuration: everything it writes (pid, temp files) in `dir`,
 * logs to the terminal, in the foreground so Ctrl-C reaches it through us.
 */
function nginxConfig(dir: string, ports: number[]): string {
  const servers = ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
  return `# Generated by scripts/cluster.ts for one run; not kept.
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
  access_log /dev/stdout cluster;
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
    listen 127.0.0.1:${LB_PORT};
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

const children: { name: string; child: ChildProcess }[] = [];
let s3: TestS3Server | undefined;
let nginxDir: string | undefined;
let stopping = false;

/** Stops nginx first (no new requests), then the instances (each closes cleanly on SIGTERM), then the bucket. */
async function stopAll(code: number): Promise<never> {
  if (stopping) return new Promise<never>(() => {});
  stopping = true;
  log('stopping');
  for (const { child } of [...children].reverse()) {
    if (!alive(child)) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  }
  await s3?.close().catch(() => {});
  if (nginxDir) await rm(nginxDir, { recursive: true, force: true });
  log('stopped');
  process.exit(code);
}

/**
 * A stopped instance is what a deployment lives through: nginx sends its share
 * to the others, so the cluster goes on while one is left (and the instance
 * can be killed on purpose to watch that). Without nginx, or without any
 * instance, it stops.
 */
function watch(name: string, child: ChildProcess): void {
  children.push({ name, child });
  prefixOutput(child, name);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const instancesLeft = children.filter((entry) => entry.name.startsWith('api-') && alive(entry.child)).length;
    if (name === 'nginx' || instancesLeft === 0) {
      log(`${name} exited (${signal ?? `code ${code}`}); stopping the cluster`);
      void stopAll(1);
    } else {
      log(`${name} exited (${signal ?? `code ${code}`}); nginx sends its requests to the ${instancesLeft} left`);
    }
  });
}

async function main(): Promise<void> {
  // Ctrl-C reaches the whole process group: the children get SIGINT too, and we wait for them.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => void stopAll(0));

  const nginx = ensureNginx();
  if (!(await portIsFree(LB_PORT))) fail(`port ${LB_PORT} is taken; set CLUSTER_PORT to another`);

  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-if-changed.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) fail('the web build failed');

  const databaseUrl = await ensureDatabase();
  await mkdir(path.join(DATA_DIR, 's3'), { recursive: true });
  s3 = await startS3Server('bedesten-cluster', { directory: path.join(DATA_DIR, 's3') });
  log(`S3 (s3rver): ${s3.endpoint}, bucket ${s3.bucket}, files in ${path.relative(ROOT, DATA_DIR)}/s3`);

  const nodeFlags = serveNodeFlags();
  const ports = await Promise.all(Array.from({ length: INSTANCES }, freePort));
  const publicUrl = `http://localhost:${LB_PORT}`;
  for (const [index, port] of ports.entries()) {
    const name = `api-${index + 1}`;
    const env = {
      ...process.env,
      ...s3.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      // One DATA_DIR for both: with S3 set it holds only the web push keys, which must be the same everywhere.
      DATA_DIR,
      TRUST_PROXY: 'true',
      // nginx logs each request with the instance that answered it; the instances log only trouble (unless asked).
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // Only the first seeds; the second migrates too, but finds nothing left to do once the first is healthy.
      SEED_DEMO: index === 0 ? 'true' : 'false',
    };
    const child = spawn(process.execPath, [...nodeFlags, path.join(ROOT, 'apps/api/src/start.ts')], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    watch(name, child);
    log(`${name}: starting on 127.0.0.1:${port} (pid ${child.pid})`);
    await waitHealthy(port, child, name);
    log(`${name}: healthy`);
  }

  nginxDir = await mkdtemp(path.join(os.tmpdir(), 'bedesten-cluster-nginx-'));
  // As root, nginx's workers run as nobody and keep request bodies in temp folders under here.
  await chmod(nginxDir, 0o755);
  const configFile = path.join(nginxDir, 'nginx.conf');
  await writeFile(configFile, nginxConfig(nginxDir, ports));
  const nginxArgs = ['-p', nginxDir, '-e', 'stderr', '-c', configFile];
  const check = spawnSync(nginx, [...nginxArgs, '-t', '-q'], { stdio: 'inherit' });
  if (check.status !== 0) {
    log(`nginx rejected ${configFile}`);
    await stopAll(1);
  }
  // Its access log is /dev/stdout, which nginx cannot open on the socket Node's 'pipe' gives: ours, as it is.
  const balancer = spawn(nginx, nginxArgs, { stdio: ['ignore', 'inherit', 'pipe'] });
  watch('nginx', balancer);
  log(`nginx: config ${configFile} (pid ${balancer.pid})`);
  await waitHealthy(LB_PORT, balancer, 'nginx');

  log(`ready: ${publicUrl} (nginx, round-robin over ${ports.map((port) => `127.0.0.1:${port}`).join(' and ')})`);
  log('demo accounts: customer@, vendor@, driver@, admin@demo.bedesten.cy … password Demo!2345 (see the README)');
  log('Ctrl-C stops everything');
}

main().catch(async (error: unknown) => {
  console.error('[cluster] failed:', error instanceof Error ? error.message : error);
  await stopAll(1);
});
