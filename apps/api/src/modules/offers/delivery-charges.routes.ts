import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@bedesten/core/schemas/error';
import {
  deliveryQuoteQuery,
  deliveryQuoteResponseSchema,
  deliveryRangesBody,
  deliveryRangesResponseSchema,
} from '@bedesten/core/schemas/offers';
import { requireType, SESSION_SECURITY, storeIdOf } from '../../plugins/auth.ts';
import type { OffersRepository } from './offers.repository.ts';
import { quoteDeliveryCharge } from './quote-delivery-charge.ts';
import { saveDeliveryRanges } from './save-delivery-ranges.ts';

const tags = ['delivery charges'];
const security = SESSION_SECURITY;

/** A store's delivery-charge bands (SPEC.md §3, §5): the vendor keeps them as one set; anyone may ask a quote. */
export const deliveryChargeRoutes: FastifyPluginAsyncZod<{ repository: OffersRepository }> = async (
  app,
  { repository },
) => {
  const vendorOnly = requireType('vendor');

  async function rangesOf(storeId: string) {
    const [ranges, radius] = await Promise.all([repository.deliveryRanges(storeId), repository.storeRadius(storeId)]);
    return { data: { ranges, delivery_max_distance: radius ?? 0 } };
  }

  app.get(
    '/api/vendor-delivery-charges',
    {
      onRequest: vendorOnly,
      schema: {
        tags,
        summary: 'The store’s delivery-charge bands (minor units, km, hours) and its delivery radius',
        security,
        response: { 200: deliveryRangesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => rangesOf(storeIdOf(request)),
  );

  app.put(
    '/api/vendor-delivery-charges',
    {
      onRequest: vendorOnly,
      schema: {
        tags,
        summary:
          'Replace the store’s bands with these (an empty list: free delivery within the radius). Every field filled, minimum price not above the maximum, hours at most two digits, no band reaching beyond the store’s radius',
        description:
          'Each problem is told under its own field (`ranges.<n>.<field>`), all at once. An empty or missing `max_price` is a band without an upper limit. A band whose `max_distance_km` is beyond the store’s `delivery_max_distance` is refused: “Your store delivers up to {n} km, so a band cannot reach farther”.',
        security,
        body: deliveryRangesBody,
        response: { 200: deliveryRangesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const storeId = storeIdOf(request);
      await saveDeliveryRanges(repository, storeId, request.body.ranges);
      return rangesOf(storeId);
    },
  );

  app.get(
    '/api/delivery-charge',
    {
      schema: {
        tags,
        summary:
          'What delivering an order of `items_total` (minor units) to a point costs from a store; 400 “Sorry, the selected address is not reachable” beyond its reach',
        querystring: deliveryQuoteQuery,
        response: { 200: deliveryQuoteResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ data: await quoteDeliveryCharge(repository, request.query) }),
  );
};
