import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@bedesten/core/errors/app-error';
import { formatAmount } from '@bedesten/core/money/format-money';
import { paymentCallbackSchema } from '@bedesten/core/schemas/checkout';
import { errorResponses } from '@bedesten/core/schemas/error';
import { joiningFeeResponseSchema } from '@bedesten/core/schemas/joining-fee';
import type { Config } from '../../config.ts';
import { publicUrlsOf } from '../../lib/public-urls.ts';
import { actorOf, requireType, requireUser, SESSION_SECURITY } from '../../plugins/auth.ts';
import { outcomeOfCard, signOutcome, testGatewayPage } from '../payments/test-gateway.ts';
import {
  joiningFeeOf,
  settleJoiningFee,
  signedSubject,
  startJoiningFeePayment,
  type JoiningFeeDeps,
} from './joining-fee.ts';

const tags = ['vendor store'];
const requireVendor = requireType('vendor');
const paymentIdParams = z.object({ paymentId: z.uuid() });
/** The hosted card page posts a form with the session cookie; see payments.routes.ts for why it names its origin. */
const PAGE_HEADERS = { 'cache-control': 'no-store', 'referrer-policy': 'same-origin' };
/** Where the vendor lands after the gateway: the page reads the outcome from the API, never the URL. */
const RESULT_PAGE = '/vendor/store-details?joining_fee=1';

/**
 * The joining fee (issue 15, ADR 0043): its state, `store-payment-initiate`,
 * the gateway's return pages, and the test gateway's hosted page for it.
 */
export const joiningFeeRoutes: FastifyPluginAsyncZod<{ deps: JoiningFeeDeps; config: Config }> = async (
  app,
  { deps, config },
) => {
  const callbackDeps = { ...deps, sessionSecret: config.SESSION_SECRET };

  app.get(
    '/api/store-joining-fee',
    {
      onRequest: requireVendor,
      schema: {
        tags,
        summary: "The vendor's joining fee: not required, unpaid, pending or paid",
        security: SESSION_SECURITY,
        response: { 200: joiningFeeResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await joiningFeeOf(deps, actorOf(request).userId) }),
  );

  app.post(
    '/api/store-payment-initiate',
    {
      onRequest: requireVendor,
      schema: {
        tags,
        summary:
          'Pay the joining fee of a store sent for approval: answers where to pay (once; a paid store is not asked again)',
        description:
          '409 when no fee is due (fee 0 or the store already approved), when the store is not sent for approval, or when no card gateway is configured.',
        security: SESSION_SECURITY,
        response: { 200: joiningFeeResponseSchema, ...errorResponses(401, 403, 404, 409, 503) },
      },
    },
    async (request) => ({
      data: await startJoiningFeePayment(deps, actorOf(request).userId, publicUrlsOf(request, config.PUBLIC_URL)),
    }),
  );

  for (const [url, kind] of [
    ['/api/store-payment-verify', 'verify'],
    ['/api/store-payment-failure', 'failure'],
  ] as const) {
    app.get(
      url,
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary:
            kind === 'verify'
              ? 'The gateway says the joining fee is paid: capture it once (browser redirect; 303 to the store page)'
              : 'The joining-fee payment was declined or given up (browser redirect; 303 to the store page)',
          ...(kind === 'failure' && {
            description:
              'A link changes no state on its own word: only the signed cancel return the gateway was given (`outcome=cancelled&signature=…`) gives the payment up; without it the provider is asked (a payment made meanwhile is captured) and the vendor lands on the store page, which shows the fee as it stands. Giving up without a signature is the POST.',
          }),
          security: SESSION_SECURITY,
          querystring: paymentCallbackSchema.loose(),
          response: errorResponses(400, 401, 404),
        },
      },
      async (request, reply) => {
        await settleJoiningFee(callbackDeps, actorOf(request).userId, request.query, kind, 'link');
        return reply.redirect(RESULT_PAGE, 303);
      },
    );
  }

  app.post(
    '/api/store-payment-failure',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "Give up the vendor's own pending joining-fee payment (the provider is asked first: a payment made meanwhile is captured)",
        security: SESSION_SECURITY,
        body: paymentCallbackSchema,
        response: { 200: joiningFeeResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = actorOf(request).userId;
      await settleJoiningFee(callbackDeps, userId, request.body, 'failure', 'request');
      return { data: await joiningFeeOf(deps, userId) };
    },
  );

  if (deps.gateway?.name !== 'test') return;

  await app.register(async (plain) => {
    const page = plain.withTypeProvider<ZodTypeProvider>();
    page.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    const ownAttempt = async (userId: string, paymentId: string) => {
      const found = await deps.repository.byId(paymentId);
      const store = found ? await deps.repository.storeById(found.storeId) : undefined;
      if (!found || store?.ownerId !== userId || found.provider !== 'test') throw notFound('payment_not_found');
      return found;
    };
    const sign = (paymentId: string, outcome: 'paid' | 'declined' | 'cancelled') =>
      signOutcome(config.SESSION_SECRET, signedSubject(paymentId), outcome);

    const render = (found: { id: string; amount: number; currency: string }, lang: 'en' | 'tr', error = false) =>
      testGatewayPage({
        paymentId: found.id,
        amount: formatAmount(found.amount, found.currency, lang),
        lang,
        cancelUrl: `/api/store-payment-failure?payment_id=${found.id}&outcome=cancelled&signature=${sign(found.id, 'cancelled')}`,
        error,
      });

    page.get(
      '/api/test-gateway/joining-fee/:paymentId',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "The test gateway's hosted card page for a joining fee (not in production)",
          security: SESSION_SECURITY,
          params: paymentIdParams,
        },
      },
      async (request, reply) => {
        const found = await ownAttempt(actorOf(request).userId, request.params.paymentId);
        if (found.status !== 'pending') return reply.redirect(RESULT_PAGE, 303);
        return reply.type('text/html; charset=utf-8').headers(PAGE_HEADERS).send(render(found, request.lang));
      },
    );

    page.post(
      '/api/test-gateway/joining-fee/:paymentId',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'The test gateway takes the card for a joining fee: 4242… pays, 4000 0000 0000 0002 is declined',
          security: SESSION_SECURITY,
          params: paymentIdParams,
          body: z.object({ card: z.string().max(40).default('') }).loose(),
        },
      },
      async (request, reply) => {
        const found = await ownAttempt(actorOf(request).userId, request.params.paymentId);
        if (found.status !== 'pending') return reply.redirect(RESULT_PAGE, 303);
        const outcome = outcomeOfCard(request.body.card);
        if (!outcome) {
          return reply
            .status(422)
            .type('text/html; charset=utf-8')
            .headers(PAGE_HEADERS)
            .send(render(found, request.lang, true));
        }
        const target = outcome === 'paid' ? '/api/store-payment-verify' : '/api/store-payment-failure';
        return reply.redirect(
          `${target}?payment_id=${found.id}&outcome=${outcome}&signature=${sign(found.id, outcome)}`,
          303,
        );
      },
    );
  });
};
