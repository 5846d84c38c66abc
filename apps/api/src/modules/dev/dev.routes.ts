import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxQuery, outboxResponseSchema } from '@bedesten/core/schemas/outbox';
import { listOutbox, type OutboxReader } from '../messaging/list-outbox.ts';

/**
 * Helpers for trying the product, registered only outside production:
 * `GET /api/dev/outbox` lists the e-mails and SMS the app sent, newest first,
 * so a person on the demo can read their OTP.
 */
export const devRoutes: FastifyPluginAsyncZod<{ messaging: OutboxReader }> = async (app, deps) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages sent (not in production)',
        description: '`to` filters by e-mail address or E.164 number ("+35799123456"); newest first.',
        querystring: outboxQuery,
        response: { 200: outboxResponseSchema },
      },
    },
    async (request) => ({ data: await listOutbox(deps.messaging, request.query) }),
  );
};
