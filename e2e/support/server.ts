import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The demo token the journeys' servers start with (DEMO_TOKEN, ADR 0084). The outbox and the demo accounts
 * answer only its holder, and nobody for being on loopback; fixed, so every test worker knows it. Each
 * browser context opens the trust link once (browser.ts); node-side calls send DEMO_TRUST_HEADERS.
 */
export const DEMO_TOKEN = 'journeys-hold-the-demo-token';

/** What a node-side call sends to read the outbox, sign in to a demo account or send codes (no per-address minute). */
export const DEMO_TRUST_HEADERS: Readonly<Record<string, string>> = { 'x-demo-token': DEMO_TOKEN };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early (${server.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy in 120 s:\n${output()}`);
}

export interface ProductServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts the production build the way `npm start` serves it (`npm run build`
 * has run before), on a free port with a fresh data folder (or on the
 * database DATABASE_URL names), with the demo data. `env` adds to or
 * overrides the defaults.
 */
export async function startProductServer(env: Record<string, string> = {}): Promise<ProductServer> {
  if (!existsSync(path.join(REPO_ROOT, 'apps/web/build/server/index.js'))) {
    throw new Error('No web build: run `npm run build` first (npm run test:e2e does).');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bedesten-e2e-'));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      // As `npm start` runs it: demo data, and the outbox where journeys read their codes (with the token).
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      DEMO_TOKEN,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Journeys sign in and submit forms quickly from one address.
      RATE_LIMIT_PER_MINUTE: '5000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(baseUrl, server, () => log);

  return {
    baseUrl,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
