import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '@bedesten/core/errors/app-error';
import { outboxQuery, outboxResponseSchema, type OutboxMessage } from '@bedesten/core/schemas/outbox';

/**
 * Helpers for trying the product, registered only outside production:
 * `GET /api/dev/outbox` lists the e-mails and SMS the app sent, newest first,
 * so a person on the demo can read their OTP. It reads every code, so only
 * a client holding this start's demo token gets it (the `X-Demo-Token`
 * header, or the cookie the link printed at start sets; ADR 0084), a 404
 * for anyone else wherever they connect from, unless `DEMO_PUBLIC` opens
 * the demo to everyone on purpose.
 */
export const devRoutes: FastifyPluginAsyncZod<{
  /** The messaging module's `listOutbox`, handed in by buildApp. */
  listOutbox: (query: { to?: string | undefined; limit: number }) => Promise<OutboxMessage[]>;
  demoPublic: boolean;
}> = async (app, deps) => {
  app.addHook('onRequest', async (request) => {
    if (!request.clientTrusted && !deps.demoPublic) throw notFound();
  });

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
    async (request) => ({ data: await deps.listOutbox(request.query) }),
  );
};
