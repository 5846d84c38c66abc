import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { connectRedis, isRedisUp } from '../src/lib/redis.ts';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** Deletes every Redis key under `prefix` (a test app's rate limits, streams and BullMQ queue). */
export async function forgetKeys(url: string, prefix: string): Promise<void> {
  const plain = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const keys = await plain.keys(`${prefix}*`);
    for (let i = 0; i < keys.length; i += 500) await plain.del(...keys.slice(i, i + 500));
  } finally {
    await plain.quit();
  }
}

/**
 * The real app on its own fresh database (and the run's Redis when REDIS_URL
 * is set, under a key prefix of its own), without the web build, with DATA_DIR in a throw-away folder.
 * `providers` swaps the e-mail, SMS or geocoder for fakes.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    extend?: (app: FastifyInstance) => void;
    providers?: Pick<AppDeps, 'email' | 'sms' | 'geocoder' | 'pushDeliverTo'>;
  } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bedesten-test-data-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...options.env,
  });
  const database = await createTestDatabase();
  // Each app gets its own key prefix, as it gets its own database: test files (and back-to-back
  // runs) must not share rate-limit counters, or one file's requests would throttle another's.
  const keyPrefix = `test-${randomBytes(4).toString('hex')}:`;
  // The server's own connection settings (ADR 0080), so the tests meet Redis as production does.
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, { keyPrefix }) : undefined;
  const app = await buildApp({
    config,
    database,
    serveWeb: false,
    ...(redis ? { redis } : {}),
    ...options.providers,
  });
  options.extend?.(app);
  await app.ready();
  // An order's notifications run right after its answer (ADR 0053); a test reads what a person would
  // find moments later, so each injected request here also waits for the event work it started.
  const inject = app.inject.bind(app) as (options: unknown) => Promise<unknown>;
  (app as { inject: unknown }).inject = async (injectOptions: unknown) => {
    const response = await inject(injectOptions);
    await app.eventsSettled();
    return response;
  };
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      // A connection that never became ready (a short test) cannot send QUIT: it is simply dropped.
      if (redis) await (isRedisUp(redis) ? redis.quit() : redis.disconnect());
      // Its job queue (schedulers, failed jobs) has no expiry: leave nothing of this app in the shared Redis.
      if (config.REDIS_URL) await forgetKeys(config.REDIS_URL, keyPrefix);
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
