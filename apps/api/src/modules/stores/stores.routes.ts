import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@bedesten/core/errors/app-error';
import { pageQuerySchema } from '@bedesten/core/paging/paged-list';
import { errorResponses } from '@bedesten/core/schemas/error';
import {
  joiningFeesResponseSchema,
  storeDetailResponseSchema,
  storeDistanceQuery,
  storeDistanceResponseSchema,
} from '@bedesten/core/schemas/stores';
import { checkStoreDistance } from './check-store-distance.ts';
import { DEMO_IMAGE_NAME, demoImageSvg } from './demo-image.ts';
import { getStoreDetail } from './get-store-detail.ts';
import type { StoresRepository } from './stores.repository.ts';
import type { VisitCounter } from './visit-counter.ts';

const tags = ['stores'];

/** Public store reads: the shop page, delivery check, joining fees and the demo's drawn pictures. */
export const storesRoutes: FastifyPluginAsyncZod<{
  repository: StoresRepository;
  visits: VisitCounter;
  /** What joining costs now: staff may change it (issue 14), so it is read on each call. */
  joiningFees: () => Promise<{ joining_fees: number; joining_mrp_fees: number; currency: string }>;
}> = async (app, { repository, visits, joiningFees }) => {
  app.get(
    '/api/storeDetail/:id',
    {
      // A visit answered from the read cache counts too (the answer was a visible store's, moments ago).
      config: {
        publicRead: {
          onHit: (request) =>
            void visits
              .count((request.params as { id: string }).id)
              .catch((error: unknown) => request.log.warn({ err: error }, 'store visit not counted')),
        },
      },
      schema: {
        tags,
        summary: 'A shop page by id or slug: about, hours, delivery radius, sub-categories, products (paged)',
        params: z.object({ id: z.string().min(1).max(200) }),
        querystring: pageQuerySchema.extend({ lang: z.string().optional() }),
        response: { 200: storeDetailResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      data: await getStoreDetail(repository, visits, request.params.id, request.query, request.lang),
    }),
  );

  app.get(
    '/api/check-store-user-distance',
    {
      schema: {
        tags,
        summary: 'Whether a store delivers to a point (its delivery radius)',
        querystring: storeDistanceQuery,
        response: { 200: storeDistanceResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ data: await checkStoreDistance(repository, request.query, request.lang) }),
  );

  app.get(
    '/api/joining-fees',
    {
      schema: {
        tags,
        summary:
          'What joining Bedesten costs a business (minor units; set by staff, JOINING_FEES/JOINING_MRP_FEES until then)',
        response: { 200: joiningFeesResponseSchema },
      },
    },
    async () => ({ data: await joiningFees() }),
  );

  // Outside /api: pages load many of these at once, and the API's rate limit is for API calls.
  app.get(
    '/demo-images/:name',
    { config: { rateLimit: false }, schema: { hide: true, params: z.object({ name: z.string().max(80) }) } },
    async (request, reply) => {
      if (!DEMO_IMAGE_NAME.test(request.params.name)) throw notFound();
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(demoImageSvg(request.params.name));
    },
  );
};
