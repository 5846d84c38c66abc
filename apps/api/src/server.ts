import { registerInProcessApi } from '@bedesten/core/http/in-process-api';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { runMigrations } from './db/migrate.ts';
import { openDatabase, type OpenedDatabase } from './db/open.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { createInProcessApi } from './lib/in-process-api.ts';
import { objectStorageOf } from './lib/object-storage/object-storage-of.ts';
import { connectRedis, isRedisUp, redisUrlForLog, waitForRedis } from './lib/redis.ts';
import { isLoopback } from './plugins/client-ip.ts';
import { announceDemoTrust } from './plugins/demo-trust.ts';

type Closable = { close(): Promise<unknown> };

/** The reason a start failed, in its own words; the stack only when asked for (LOG_LEVEL debug or trace). */
function describe(error: unknown, level: string): unknown {
  if (!(error instanceof Error)) return error;
  return level === 'debug' || level === 'trace' ? error : error.message;
}

/**
 * Starts Bedesten: the database (embedded or DATABASE_URL), pending
 * migrations, the demo seed on first start, then the API and the web app on
 * one port. From the moment the database is open, every way out (Ctrl-C,
 * SIGTERM, SIGHUP, a failed start, an uncaught exception) closes the server,
 * then Redis, then the database, in order, so an embedded PostgreSQL is
 * never left running behind us. A lost database does not end the process:
 * requests answer 503 until it is back.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const bootLog = (message: string) => console.log(`[bedesten] ${message}`);

  let opened: OpenedDatabase | undefined;
  let app: (Closable & { demoToken: string }) | undefined;
  let redis: ReturnType<typeof connectRedis> | undefined;
  let closing = false;
  const shutdown = async (reason: string, exitCode: number) => {
    if (closing) return;
    closing = true;
    bootLog(`shutting down (${reason})`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    let code = exitCode;
    const closeRedis = async () => (redis && isRedisUp(redis) ? redis.quit() : redis?.disconnect());
    for (const step of [() => app?.close(), closeRedis, () => opened?.close()]) {
      try {
        await step();
      } catch (error) {
        console.error('[bedesten] shutdown step failed:', error);
        code = 1;
      }
    }
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => void shutdown(signal, 0));
  }
  // A crash (an unhandled rejection lands here too) still stops the embedded database, so the next start finds it free.
  process.on('uncaughtException', (error) => {
    console.error('[bedesten] uncaught exception:', error);
    void shutdown('uncaught exception', 1);
  });

  try {
    opened = await openDatabase(config, () => {}, bootLog);
    bootLog(`database: ${opened.description}`);
    await runMigrations(opened.database);
    // One store for the seed's pictures and the app's uploads: DATA_DIR, or the bucket when S3_* is set (ADR 0057).
    const storage = await objectStorageOf(config);
    if (config.seedDemo) {
      const { seeded } = await seedDemoData(opened.database, storage);
      if (seeded) bootLog('demo data seeded');
    }
    if (config.REDIS_URL) {
      redis = connectRedis(config.REDIS_URL);
      // Redis is optional while running (ADR 0080): one unreachable at start is named, and the server starts without it.
      const reached = await waitForRedis(redis, 3_000);
      const where = redisUrlForLog(config.REDIS_URL);
      bootLog(
        reached.up
          ? `redis: ${where}`
          : `Redis at ${where} is unreachable (${reached.reason}): starting without it until it answers ` +
              '(rate limits per instance, realtime and presence on this instance, background jobs kept in memory); ' +
              '/api/health says redis "down" meanwhile',
      );
    }
    const started = await buildApp({ config, database: opened.database, storage, ...(redis ? { redis } : {}) });
    app = started;
    // SSR loaders reach the API of this same process in-process (ADR 0052); an
    // INTERNAL_API_URL naming another process is reached over HTTP.
    const ownUrl = `http://127.0.0.1:${config.PORT}`;
    process.env.INTERNAL_API_URL ??= ownUrl;
    registerInProcessApi(ownUrl, createInProcessApi(started, ownUrl));
    await started.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    console.error('[bedesten] failed to start:', describe(error, config.LOG_LEVEL));
    // A failed migration, seed or a taken port must not leave the embedded database running.
    await shutdown('failed start', 1);
    return;
  }
  bootLog(`listening on ${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`} (${config.HOST})`);
  // The supervisor (supervise.js, ADR 0082) restarts only a server that once started: a failed start would fail again.
  process.send?.({ type: 'listening' });
  if (isLoopback(config.HOST) || config.HOST === 'localhost') {
    bootLog('reachable from this computer only; set HOST=0.0.0.0 to open it to the network');
  }
  // The outbox and the demo accounts answer the holder of this start's token, wherever they connect from (ADR 0084).
  if (app) await announceDemoTrust(config, app.demoToken, bootLog);
}

main().catch((error: unknown) => {
  console.error('[bedesten] failed to start:', error);
  process.exit(1);
});
