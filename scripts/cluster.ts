/**
 * `npm run cluster`: Bedesten as a deployment runs it, on one computer (issue 17).
 * Two instances of the real server share one PostgreSQL (the local service,
 * database `bedesten_cluster`), one Redis and one S3-compatible bucket
 * (s3rver), behind nginx from Debian's packages: round-robin, no sticky
 * sessions, WebSockets and server-sent events passed through, retries only
 * where a retry cannot do a thing twice (start-cluster.ts has the config).
 *
 * Ctrl-C stops nginx, the instances and the bucket server. The database and
 * the bucket's files (data/cluster/) are kept for next time; drop the
 * database and delete that folder together to start over.
 *
 * Environment (all optional): CLUSTER_PORT (nginx, default 8080),
 * CLUSTER_PG_URL (a PostgreSQL server URL whose user may create databases,
 * default postgres://postgres@127.0.0.1:5432/postgres), CLUSTER_DATABASE
 * (default bedesten_cluster), REDIS_URL (default redis://127.0.0.1:6379/1:
 * database 1 keeps the cluster's rate limits, queues and events apart from
 * whatever uses database 0).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { REPO_ROOT, startCluster, type Cluster } from './start-cluster.ts';

const log = (message: string) => console.log(`[cluster] ${message}`);

let cluster: Cluster | undefined;
let stopping = false;

async function stopAll(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  log('stopping');
  await cluster?.stop();
  log('stopped');
  process.exit(code);
}

async function main(): Promise<void> {
  // Ctrl-C reaches the whole process group: the children get SIGINT too, and we wait for them.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => void stopAll(0));

  const build = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-if-changed.ts')], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the web build failed');

  // One demo token for every instance (ADR 0084): the browser's trust cookie must hold wherever nginx sends it.
  // Production refuses a chosen token; there each instance makes its own and a clustered demo needs DEMO_PUBLIC.
  const demoToken = process.env.NODE_ENV === 'production' ? undefined : randomBytes(24).toString('base64url');
  cluster = await startCluster({
    ...(demoToken ? { env: { DEMO_TOKEN: demoToken } } : {}),
    port: Number(process.env.CLUSTER_PORT ?? 8080),
    pgUrl: process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    database: process.env.CLUSTER_DATABASE ?? 'bedesten_cluster',
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/1',
    dataDir: path.join(REPO_ROOT, 'data/cluster'),
    accessLog: true,
    log,
    output: (name, line, stream) =>
      (stream === 'stdout' ? process.stdout : process.stderr).write(`[${name}] ${line}\n`),
    // A stopped instance is what a deployment lives through: nginx sends its share to the others, so the
    // cluster goes on while one is left (kill one on purpose to watch that). Without nginx, or any instance, it stops.
    onExit(name, how) {
      // While it starts, startCluster stops what it began and throws (main's catch then exits): not ours to do.
      if (!cluster) return;
      const left = cluster.instances.filter((instance) => instance.alive()).length;
      if (name === 'nginx' || left === 0) {
        log(`${name} exited (${how}); stopping the cluster`);
        void stopAll(1);
      } else {
        log(`${name} exited (${how}); nginx sends its requests to the ${left} left`);
      }
    },
  });
  const upstreams = cluster.instances.map((instance) => `127.0.0.1:${instance.port}`).join(' and ');
  log(`ready: ${cluster.url} (nginx, round-robin over ${upstreams})`);
  log('demo accounts: customer@, vendor@, driver@, admin@demo.bedesten.cy … password Demo!2345 (see the README)');
  if (demoToken) {
    log(
      `open this link once in your browser to read the outbox and sign in to the demo accounts: ` +
        `${cluster.url}/api/dev/trust?token=${demoToken} (scripts send it as X-Demo-Token)`,
    );
  }
  log('Ctrl-C stops everything');
}

main().catch(async (error: unknown) => {
  console.error('[cluster] failed:', error instanceof Error ? error.message : error);
  await stopAll(1);
});
