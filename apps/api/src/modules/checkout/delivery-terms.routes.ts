import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryTermsQuery, deliveryTermsResponseSchema } from '@bedesten/core/schemas/delivery-terms';
import { errorResponses } from '@bedesten/core/schemas/error';
import type { CheckoutRepository } from './checkout.repository.ts';
import { getDeliveryTerms } from './get-delivery-terms.ts';

/** Public, unlike the rest of checkout: guests read a store's terms too; a session adds the reach of its addresses. */
export const deliveryTermsRoutes: FastifyPluginAsyncZod<{ repository: CheckoutRepository }> = async (
  app,
  { repository },
) => {
  app.get(
    '/api/store-delivery-terms',
    {
      schema: {
        tags: ['checkout'],
        summary: "A store's delivery terms, and whether it reaches the signed-in caller's addresses",
        description:
          'Radius (km), charge bands by order value and distance, the order value from which delivery is free, ' +
          'delivery time and minimum order. Signed in, each saved address is measured as checkout measures it ' +
          '(`address`: the asked `address_id`, else the default). Pickup at the store is always free.',
        querystring: deliveryTermsQuery,
        response: { 200: deliveryTermsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      data: await getDeliveryTerms(repository, request.query, request.actor?.userId ?? null),
    }),
  );
};
