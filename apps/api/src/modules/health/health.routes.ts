import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { isRedisUp, logRedisTransitions } from '../../lib/redis.ts';
import type { HealthRepository } from './health.repository.ts';

/**
 * `down`: the dependency could not be reached (within PROBE_TIMEOUT_MS);
 * `error`: the service as a whole is unhealthy; `degraded`: it serves every
 * request, but Redis is away, so limits, realtime and presence are this
 * instance's own and background jobs wait (ADR 0080).
 */
const componentState = z.enum(['ok', 'down']);
const healthBody = z.object({
  status: z.enum(['ok', 'degraded', 'error']),
  db: componentState,
  redis: componentState.optional(),
});

/** A health check answers quickly, whatever the database does: a probe that takes longer counts as down. */
export const PROBE_TIMEOUT_MS = 2_000;

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      check().then(
        () => 'ok' as const,
        () => 'down' as const,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health: 200 while the site can serve (load balancers read the
 * status), 503 when the database is down. Redis down is 200 `degraded`: every
 * instance keeps serving without it, so pulling them all out would turn a
 * lost Redis back into a lost site.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ repository: HealthRepository; redis?: Redis }> = async (
  app,
  deps,
) => {
  // The operator hears of Redis going and coming back once each, not at every reconnection try.
  if (deps.redis) {
    const stop = logRedisTransitions(deps.redis, app.log, 'shared state');
    app.addHook('onClose', async () => stop());
  }
  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and dependency check',
        description:
          'Answers within about two seconds. `db` (and `redis`, when configured) is `down` while that dependency ' +
          'cannot be reached. Database down: 503 (`error`), and the API answers 503 with Retry-After until it is ' +
          'back. Redis down: 200 `degraded`; the site keeps working with per-instance rate limits, realtime ' +
          'and presence on this instance, and background jobs kept until Redis is back.',
        response: { 200: healthBody, 503: healthBody },
      },
    },
    async (_request, reply) => {
      const [db, redis] = await Promise.all([
        probe(() => deps.repository.ping()),
        // Not connected is down at once: the ping would only fail (no offline queue) or wait for a reconnection.
        deps.redis ? (isRedisUp(deps.redis) ? probe(() => deps.redis!.ping()) : ('down' as const)) : undefined,
      ]);
      const healthy = db === 'ok';
      if (!healthy) reply.header('retry-after', '5');
      const status = !healthy ? 'error' : redis === 'down' ? 'degraded' : 'ok';
      return reply.status(healthy ? 200 : 503).send({ status, db, ...(redis ? { redis } : {}) });
    },
  );
};
