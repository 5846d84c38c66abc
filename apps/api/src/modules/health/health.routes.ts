import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { HealthRepository } from './health.repository.ts';

const componentState = z.enum(['ok', 'error']);
const healthBody = z.object({
  status: componentState,
  db: componentState,
  redis: componentState.optional(),
});

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'error'> {
  try {
    await check();
    return 'ok';
  } catch {
    return 'error';
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
        response: { 200: healthBody, 503: healthBody },
      },
    },
    async (_request, reply) => {
      const db = await probe(() => deps.repository.ping());
      const redis = deps.redis ? await probe(() => deps.redis!.ping()) : undefined;
      const healthy = db === 'ok' && redis !== 'error';
      return reply
        .status(healthy ? 200 : 503)
        .send({ status: healthy ? 'ok' : 'error', db, ...(redis ? { redis } : {}) });
    },
  );
};
