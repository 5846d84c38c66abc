import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { languagePlugin } from './plugins/language.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  redis?: Redis;
  /** Serve the web build from this process (production and E2E); API tests leave it off. */
  serveWeb?: boolean;
}

/** Builds the whole HTTP application; `server.ts` listens with it, tests inject into it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(cookie, { secret: config.SESSION_SECRET });
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    ...(deps.redis ? { redis: deps.redis } : {}),
    maxPerMinute: config.RATE_LIMIT_PER_MINUTE,
  });
  await app.register(openApiPlugin);

  await app.register(healthRoutes, { database: deps.database, ...(deps.redis ? { redis: deps.redis } : {}) });

  if (deps.serveWeb ?? config.SERVE_WEB) {
    await app.register(webPlugin, { buildDir: config.WEB_BUILD_DIR });
  }
  return app;
}
