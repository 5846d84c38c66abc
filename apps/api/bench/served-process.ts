import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { heapFlags } from '../src/supervise.js';
import { runScenario, type Scenario, type ScenarioResult } from './load.ts';
import type { LoadResult } from './order-load.ts';

export interface ServedProcessResult {
  /** The Node flags of `npm run serve`, which this process was started with. */
  node_flags: string[];
  /** Process start to the first `/` answered 200: the first start, then the second (Node's compile cache warm). */
  start_ms: { first: number; warm: number };
  /** Resident memory of the server process: settled after start, and the highest seen while loaded. */
  rss_mb: { idle: number; peak: number };
  /** What the load was: each URL for `seconds_each` at `connections`. */
  load: { urls: string[]; connections: number; seconds_each: number; requests: number };
  /** Each read of the load, measured on this process. */
  reads: ScenarioResult[];
  /** What `alsoDrive` measured on this process (cart adds and orders), after the pages and while memory is sampled. */
  writes?: LoadResult[];
}

/** The flags `npm run serve` gives Node, read from the root package.json so the bench measures what ships. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function untilPageServed(address: string, child: ChildProcess, since: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the served process exited (${child.exitCode}) before answering`);
    try {
      const response = await fetch(`${address}/`);
      await response.arrayBuffer();
      if (response.ok) return Math.round(performance.now() - since);
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

/**
 * The server as `npm run serve` runs it: its own process, with the same Node
 * flags, on the bench's database (DATABASE_URL, no demo seed). It is started
 * twice, to time a first and a warm start to the first page; the second one
 * then takes each of `reads` from autocannon (measured as the bench's own
 * rows are) while its resident memory is sampled every 100 ms, then `alsoDrive`'s load (the bench's cart adds and
 * orders, as the served process takes them). Issue 16: warm start ≤ 3 s,
 * memory under load ≤ 300 MB, ≥ 150 orders/s.
 */
export async function benchServedProcess(options: {
  repoRoot: string;
  databaseUrl: string;
  dataDir: string;
  /** Each driven in turn for `secondsEach`, with its own headers (`cache-control: no-cache` renders every page). */
  reads: Scenario[];
  connections: number;
  secondsEach: number;
  /** More load on the served process once the pages are done (its address): cart adds and orders. */
  alsoDrive?: (address: string) => Promise<LoadResult[]>;
}): Promise<ServedProcessResult> {
  // The supervisor's flags: the bench measures the server as `npm start` runs it.
  const flags = heapFlags();
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
  const start = () => {
    const since = performance.now();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(port),
      DATA_DIR: options.dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000000',
    };
    // The bench's own in-process server sets it; this process renders through its own API, as served.
    delete env.INTERNAL_API_URL;
    const child = spawn(process.execPath, [...flags, path.join(options.repoRoot, 'apps/api/src/start.js')], {
      cwd: options.repoRoot,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return { child, since };
  };

  const first = start();
  const firstMs = await untilPageServed(address, first.child, first.since);
  await stop(first.child);

  const warm = start();
  try {
    const warmMs = await untilPageServed(address, warm.child, warm.since);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const pid = warm.child.pid!;
    const idle = rssMb(pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 100);
    const reads: ScenarioResult[] = [];
    let writes: LoadResult[] | undefined;
    try {
      for (const read of options.reads) {
        reads.push(
          await runScenario(address, read, { connections: options.connections, duration: options.secondsEach }),
        );
      }
      writes = await options.alsoDrive?.(address);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, rssMb(pid));
    return {
      node_flags: flags,
      start_ms: { first: firstMs, warm: warmMs },
      rss_mb: { idle, peak },
      load: {
        urls: options.reads.map((read) => read.url),
        connections: options.connections,
        seconds_each: options.secondsEach,
        requests: reads.reduce((sum, read) => sum + (read.requests ?? 0), 0),
      },
      reads,
      ...(writes ? { writes } : {}),
    };
  } finally {
    await stop(warm.child);
  }
}
