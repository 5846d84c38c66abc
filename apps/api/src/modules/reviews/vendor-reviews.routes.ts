import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@bedesten/core/schemas/error';
import {
  reviewReplyBody,
  reviewResponseSchema,
  vendorReviewsQuery,
  vendorReviewsResponseSchema,
} from '@bedesten/core/schemas/reviews';
import { requireType, SESSION_SECURITY, storeIdOf } from '../../plugins/auth.ts';
import { listVendorReviews } from './list-vendor-reviews.ts';
import { replyToReview } from './reply-to-review.ts';
import type { ReviewsDeps } from './reviews.deps.ts';
import { toReview } from './to-review-views.ts';

const tags = ['reviews'];
const security = SESSION_SECURITY;

/** The vendor panel's reviews: the own store's and its products', and the one public reply to each. */
export const vendorReviewsRoutes: FastifyPluginAsyncZod<ReviewsDeps> = async (app, deps) => {
  const vendor = requireType('vendor');

  app.get(
    '/api/vendor-reviews',
    {
      onRequest: vendor,
      schema: {
        tags,
        summary: 'Reviews of the own store and its products (or one product), newest first, hidden ones marked; paged',
        description:
          '`avg_rating`, `rating_count`, `stars`: the store’s own reviews (or the product’s with `product_id`).',
        security,
        querystring: vendorReviewsQuery,
        response: { 200: vendorReviewsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listVendorReviews(deps.repository, storeIdOf(request), request.query, request.url, request.lang),
  );

  app.post(
    '/api/review-reply',
    {
      onRequest: vendor,
      schema: {
        tags,
        summary: 'The store’s one public reply to a review of it or its products; the author is told',
        description: '404 for a review of another store; 409 `review_reply_exists` for a second reply.',
        security,
        body: reviewReplyBody,
        response: { 200: reviewResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await replyToReview(deps, storeIdOf(request), request.body.review_id, request.body.reply);
      return { data: toReview(row, request.lang, 'private') };
    },
  );
};
