import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { runMigrations } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { connectRedis } from './lib/redis.ts';
import { isLoopback } from './plugins/client-ip.ts';

/**
 * Starts Bedesten: the database (embedded or DATABASE_URL), pending
 * migrations, the demo seed on first start, then the API and the web app on
 * one port. SIGINT/SIGTERM close the server, then the database, in order.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const bootLog = (message: string) => console.log(`[bedesten] ${message}`);

  const opened = await openDatabase(config, () => {});
  bootLog(`database: ${opened.description}`);
  await runMigrations(opened.database);
  if (config.seedDemo) {
    const { seeded } = await seedDemoData(opened.database);
    if (seeded) bootLog('demo data seeded');
  }

  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined;
  const app = await buildApp({ config, database: opened.database, ...(redis ? { redis } : {}) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await redis?.quit();
      await opened.close();
      process.exit();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // A crash still stops the embedded database, so the next start finds it free.
  process.once('uncaughtException', (error) => {
    app.log.fatal({ err: error }, 'uncaught exception');
    process.exitCode = 1;
    void shutdown('uncaughtException');
  });

  // SSR loaders reach the API over HTTP on this same process.
  process.env.INTERNAL_API_URL ??= `http://127.0.0.1:${config.PORT}`;
  try {
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    // A taken port must not leave the embedded database running behind us.
    await app.close();
    await redis?.quit();
    await opened.close();
    throw error;
  }
  bootLog(`listening on ${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`} (${config.HOST})`);
  if (isLoopback(config.HOST) || config.HOST === 'localhost') {
    bootLog('reachable from this computer only; set HOST=0.0.0.0 to open it to the network');
  } else if (!config.isProduction && config.DEMO_PUBLIC) {
    bootLog('DEMO_PUBLIC: the outbox (every code) and the demo accounts are open to the network');
  }
}

main().catch((error: unknown) => {
  console.error('[bedesten] failed to start:', error);
  process.exit(1);
});
