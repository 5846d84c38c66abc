import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { HealthRepository } from './health.repository.ts';

/** `down`: the dependency could not be reached (within PROBE_TIMEOUT_MS); `error`: the service as a whole is unhealthy. */
const componentState = z.enum(['ok', 'down']);
const healthBody = z.object({
  status: z.enum(['ok', 'error']),
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

/** GET /api/health: 200 when every dependency answers, 503 otherwise (load balancers read the status). */
export const healthRoutes: FastifyPluginAsyncZod<{ repository: HealthRepository; redis?: Redis }> = async (
  app,
  deps,
) => {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and dependency check',
        description:
          'Answers within about two seconds. `db` (and `redis`, when configured) is `down` while that dependency ' +
          'cannot be reached; the status is then 503 and the API answers 503 with Retry-After until it is back.',
        response: { 200: healthBody, 503: healthBody },
      },
    },
    async (_request, reply) => {
      const [db, redis] = await Promise.all([
        probe(() => deps.repository.ping()),
        deps.redis ? probe(() => deps.redis!.ping()) : undefined,
      ]);
      const healthy = db === 'ok' && redis !== 'down';
      if (!healthy) reply.header('retry-after', '5');
      return reply
        .status(healthy ? 200 : 503)
        .send({ status: healthy ? 'ok' : 'error', db, ...(redis ? { redis } : {}) });
    },
  );
};
