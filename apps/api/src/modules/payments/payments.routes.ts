import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@bedesten/core/errors/app-error';
import { formatAmount } from '@bedesten/core/money/format-money';
import { orderIdQuery, paymentCallbackSchema, paymentStateResponseSchema } from '@bedesten/core/schemas/checkout';
import { errorResponses } from '@bedesten/core/schemas/error';
import { orderIdParams } from '@bedesten/core/schemas/orders';
import { actorOf, requireUser, SESSION_SECURITY } from '../../plugins/auth.ts';
import type { Config } from '../../config.ts';
import type { JobRunner } from '../../lib/jobs/job-runner.ts';
import { publicUrlsOf } from '../../lib/public-urls.ts';
import { paymentStateOf, settleFromCallback, type CallbackDeps } from './payment-callbacks.ts';
import { PAYMENT_RELEASE_JOB, releaseUnpaidOrders } from './release-unpaid-orders.ts';
import { retryCardPayment } from './retry-card-payment.ts';
import { sweepAbandonedPayments, type SettleDeps } from './settle-payment.ts';
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts';
import { outcomeOfCard, signOutcome, testGatewayPage } from './test-gateway.ts';

const tags = ['payments'];
const paymentIdParams = z.object({ paymentId: z.uuid() });

/** Where the customer lands after the gateway: the `/payment` page reads the outcome from the API, never the URL. */
/**
 * The card page posts a form with the session cookie; with the site-wide
 * "no-referrer" policy the browser would send `Origin: null`, which the
 * cookie check rightly refuses, so this page names its origin to itself.
 */
const PAGE_HEADERS = { 'cache-control': 'no-store', 'referrer-policy': 'same-origin' };

const resultPage = (orderId: string) => `/payment?order=${orderId}`;

/**
 * Card payments (SPEC.md §7 paymentVerify, paymentFailure): the test
 * gateway's hosted page, the gateway callbacks, the payment state for the
 * `/payment` page, Stripe's webhook, and the sweep that gives up on card
 * payments left pending.
 */
/** The scheduled job that cancels card payments left pending past PAYMENT_ABANDON_MINUTES. */
export const PAYMENT_SWEEP_JOB = 'payments.sweep-abandoned';

export const paymentsRoutes: FastifyPluginAsyncZod<{ settle: SettleDeps; config: Config; jobs: JobRunner }> = async (
  app,
  deps,
) => {
  const { repository, gateway } = deps.settle;
  const callbackDeps: CallbackDeps = { ...deps.settle, sessionSecret: deps.config.SESSION_SECRET };
  const urlsOf = (request: Parameters<typeof publicUrlsOf>[0]) => publicUrlsOf(request, deps.config.PUBLIC_URL);

  for (const [url, kind] of [
    ['/api/paymentVerify', 'verify'],
    ['/api/paymentFailure', 'failure'],
  ] as const) {
    const summary =
      kind === 'verify'
        ? 'The gateway says the card payment went through: capture it (once) and mark the order paid'
        : 'The card payment was declined or given up: fail it; a declined card keeps the order awaiting_payment for another card, otherwise the order is cancelled (stock and coupon back)';
    app.get(
      url,
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: `${summary} (browser redirect back from the gateway; answers 303 to /payment)`,
          ...(kind === 'failure' && {
            description:
              'A link changes no state on its own word: only the signed cancel return the gateway was given (`outcome=cancelled&signature=…`) gives the payment up; without it the provider is asked (a payment made meanwhile is captured) and the customer lands on /payment, which offers to pay or to give up (a POST).',
          }),
          security: SESSION_SECURITY,
          querystring: paymentCallbackSchema,
          response: errorResponses(400, 401, 404),
        },
      },
      async (request, reply) => {
        const userId = actorOf(request).userId;
        const { found } = await settleFromCallback(callbackDeps, userId, request.query, kind, 'link');
        return reply.redirect(resultPage(found.order.id), 303);
      },
    );
    app.post(
      url,
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary,
          security: SESSION_SECURITY,
          body: paymentCallbackSchema,
          response: { 200: paymentStateResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const userId = actorOf(request).userId;
        const { found, changed } = await settleFromCallback(callbackDeps, userId, request.body, kind, 'request');
        return { data: await paymentStateOf(callbackDeps, userId, found.order.id, urlsOf(request), changed) };
      },
    );
  }

  app.get(
    '/api/order-payment-status',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "An order's payment as it stands, and where to pay while it is pending (the caller's orders only)",
        security: SESSION_SECURITY,
        querystring: orderIdQuery,
        response: { 200: paymentStateResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      data: await paymentStateOf(callbackDeps, actorOf(request).userId, request.query.order_id, urlsOf(request)),
    }),
  );

  app.post(
    '/api/orders/:id/payments',
    {
      onRequest: requireUser,
      // A new attempt at paying: nothing the public sees changes.
      config: { changesPublicData: false },
      schema: {
        tags,
        summary: 'Try another card: a new card payment for the same order, kept awaiting_payment after a decline',
        description:
          'Only the customer who placed the order, while its `payment_status` is `awaiting_payment` (until ' +
          '`payment_due_at`, 30 minutes after the first declined card; then the order is cancelled and its stock ' +
          'released). Answers 201 with the new payment and where to pay (`payment.redirect_url`). Idempotent: while ' +
          'an attempt is open, a repeat answers 200 with that same payment. Another person’s order is 404; an order ' +
          'that is paid, cancelled or past its time is 409 `order_not_awaiting_payment`.',
        security: SESSION_SECURITY,
        params: orderIdParams,
        response: {
          200: paymentStateResponseSchema,
          201: paymentStateResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { created, state } = await retryCardPayment(
        callbackDeps,
        actorOf(request).userId,
        request.params.id,
        urlsOf(request),
      );
      return reply.status(created ? 201 : 200).send({ data: state });
    },
  );

  if (gateway?.name === 'test') {
    await app.register(async (plain) => {
      const page = plain.withTypeProvider<ZodTypeProvider>();
      page.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });

      const ownPending = async (userId: string, paymentId: string) => {
        const found = await repository.byId(paymentId);
        if (!found || found.order.userId !== userId || found.payment.provider !== 'test') {
          throw notFound('payment_not_found');
        }
        return found;
      };
      const cancelUrl = (paymentId: string) =>
        `/api/paymentFailure?payment_id=${paymentId}&outcome=cancelled&signature=${signOutcome(deps.config.SESSION_SECRET, paymentId, 'cancelled')}`;

      page.get(
        '/api/test-gateway/pay/:paymentId',
        {
          onRequest: requireUser,
          schema: {
            tags,
            summary: 'The built-in test gateway: a hosted card page (not in production)',
            security: SESSION_SECURITY,
            params: paymentIdParams,
          },
        },
        async (request, reply) => {
          const found = await ownPending(actorOf(request).userId, request.params.paymentId);
          if (found.payment.status !== 'pending') return reply.redirect(resultPage(found.order.id), 303);
          return reply
            .type('text/html; charset=utf-8')
            .headers(PAGE_HEADERS)
            .send(
              testGatewayPage({
                paymentId: found.payment.id,
                orderNumber: found.order.number,
                amount: formatAmount(found.payment.amount, found.payment.currency, request.lang),
                lang: request.lang,
                cancelUrl: cancelUrl(found.payment.id),
              }),
            );
        },
      );

      page.post(
        '/api/test-gateway/pay/:paymentId',
        {
          onRequest: requireUser,
          schema: {
            tags,
            summary: 'The test gateway takes the card: 4242… pays, 4000 0000 0000 0002 is declined',
            security: SESSION_SECURITY,
            params: paymentIdParams,
            body: z.object({ card: z.string().max(40).default('') }).loose(),
          },
        },
        async (request, reply) => {
          const found = await ownPending(actorOf(request).userId, request.params.paymentId);
          if (found.payment.status !== 'pending') return reply.redirect(resultPage(found.order.id), 303);
          const outcome = outcomeOfCard(request.body.card);
          if (!outcome) {
            return reply
              .status(422)
              .type('text/html; charset=utf-8')
              .headers(PAGE_HEADERS)
              .send(
                testGatewayPage({
                  paymentId: found.payment.id,
                  orderNumber: found.order.number,
                  amount: formatAmount(found.payment.amount, found.payment.currency, request.lang),
                  lang: request.lang,
                  cancelUrl: cancelUrl(found.payment.id),
                  error: true,
                }),
              );
          }
          const target = outcome === 'paid' ? '/api/paymentVerify' : '/api/paymentFailure';
          const signature = signOutcome(deps.config.SESSION_SECRET, found.payment.id, outcome);
          return reply.redirect(
            `${target}?payment_id=${found.payment.id}&outcome=${outcome}&signature=${signature}`,
            303,
          );
        },
      );
    });
  }

  if (gateway?.name === 'stripe' && deps.config.STRIPE_SECRET_KEY) {
    const { createStripeClient } = await import('./stripe-gateway.ts');
    await app.register(stripeWebhookRoutes, {
      deps: callbackDeps,
      client: createStripeClient(deps.config.STRIPE_SECRET_KEY, deps.config.STRIPE_API_BASE),
      webhookSecret: deps.config.STRIPE_WEBHOOK_SECRET,
    });
  }

  // Once across all instances with Redis (a BullMQ job scheduler), on a timer in this process without (ADR 0058).
  deps.jobs.register(PAYMENT_SWEEP_JOB, async () => {
    await sweepAbandonedPayments(callbackDeps, deps.config.PAYMENT_ABANDON_MINUTES);
  });
  deps.jobs.schedule(PAYMENT_SWEEP_JOB, deps.config.PAYMENT_SWEEP_SECONDS * 1000);

  // Orders kept after a declined card and not paid in time: their deadline is on the row, so a restart loses none.
  deps.jobs.register(PAYMENT_RELEASE_JOB, async () => {
    await releaseUnpaidOrders(callbackDeps);
  });
  deps.jobs.schedule(PAYMENT_RELEASE_JOB, deps.config.PAYMENT_SWEEP_SECONDS * 1000);
};
