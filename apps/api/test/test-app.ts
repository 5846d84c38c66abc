import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { connectRedis } from '../src/lib/redis.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** The real app on its own fresh database (and the run's Redis when REDIS_URL is set), without the web build. */
export async function createTestApp(
  options: { env?: Record<string, string>; extend?: (app: FastifyInstance) => void } = {},
): Promise<TestContext> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const database = await createTestDatabase();
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined;
  const app = await buildApp({ config, database, serveWeb: false, ...(redis ? { redis } : {}) });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await redis?.quit();
      await database.close();
    },
  };
}
