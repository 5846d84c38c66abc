import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutQuoteBody,
  checkoutQuoteResponseSchema,
  paymentOrderBody,
  placedOrderResponseSchema,
} from '@bedesten/core/schemas/checkout';
import { errorResponses } from '@bedesten/core/schemas/error';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { publicUrlsOf } from '../../lib/public-urls.ts';
import { actorOf, requireUser, SESSION_SECURITY } from '../../plugins/auth.ts';
import { markPublicDataChanged } from '../../plugins/public-data-writes.ts';
import { getCheckoutSummary } from './get-checkout-summary.ts';
import { placeOrder, type OrderScope, type PlaceOrderDeps } from './place-order.ts';

const tags = ['checkout'];

export interface CheckoutRoutesDeps extends PlaceOrderDeps {
  publicUrl: string | undefined;
}

/** Checkout (SPEC.md §2 /cart/shipping … /checkout, §7 order-by-cod, order-initiate-payment). */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesDeps> = async (app, deps) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/api/checkout-summary',
    {
      // A quote: it reads, whatever its method.
      config: { changesPublicData: false },
      schema: {
        tags,
        summary: "The signed-in customer's cart priced for checkout, and the payment methods on offer",
        description:
          'Every figure comes from the database: prices and discounts, VAT, the store delivery bands for the distance ' +
          'to the address (pickup is free), the store minimum order, the coupon and the platform fee.',
        security: SESSION_SECURITY,
        body: checkoutQuoteBody,
        response: { 200: checkoutQuoteResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await getCheckoutSummary(deps, {
        userId: actorOf(request).userId,
        body: request.body,
        lang: request.lang,
      }),
    }),
  );

  const orderRoute = (url: string, scope: OrderScope, summary: string) =>
    app.post(
      url,
      {
        // An order changes what the public sees only when it takes a counted stock (marked below).
        config: { changesPublicData: false },
        schema: {
          tags,
          summary,
          description:
            "Places the signed-in customer's cart. Totals, prices, fees and discounts in the body are ignored and " +
            'priced again from the database. Send an `Idempotency-Key` header: a repeat with the same key returns ' +
            'the first answer and changes nothing (the same key with another body is 409 `idempotency_key_reused`).',
          security: SESSION_SECURITY,
          body: paymentOrderBody,
          response: { 201: placedOrderResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const result = await placeOrder(deps, {
          userId: actorOf(request).userId,
          scope,
          body: request.body,
          idempotencyKey: idempotencyKeyOf(request),
          lang: request.lang,
          urls: publicUrlsOf(request, deps.publicUrl),
        });
        if (result.tookStock) markPublicDataChanged(request);
        return reply.status(201).send(result.body);
      },
    );

  orderRoute('/api/order-by-cod', 'order-by-cod', 'Place the order, paid in cash on delivery or by bank transfer');
  orderRoute('/api/order-initiate-payment', 'order-initiate-payment', 'Place the order and start its card payment');
};
