import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { message } from '@bedesten/core/messages/catalogue';
import { errorResponses } from '@bedesten/core/schemas/error';
import {
  createReviewBody,
  deleteReviewBody,
  myReviewsQuery,
  myReviewsResponseSchema,
  productRatingListQuery,
  ratingListResponseSchema,
  reviewableQuery,
  reviewableResponseSchema,
  reviewDeletedResponseSchema,
  reviewIdParams,
  reviewResponseSchema,
  storeRatingListQuery,
  updateReviewBody,
} from '@bedesten/core/schemas/reviews';
import { actorOf, requireUser, SESSION_SECURITY } from '../../plugins/auth.ts';
import { createReview } from './create-review.ts';
import { deleteReview } from './delete-review.ts';
import { editReview } from './edit-review.ts';
import { getReviewable } from './get-reviewable.ts';
import { listOwnReviews } from './list-own-reviews.ts';
import { listRatings } from './list-ratings.ts';
import type { ReviewsDeps } from './reviews.deps.ts';
import { staffReviewsRoutes } from './staff-reviews.routes.ts';
import { toReview } from './to-review-views.ts';
import { vendorReviewsRoutes } from './vendor-reviews.routes.ts';

const tags = ['reviews'];
const security = SESSION_SECURITY;

/**
 * Reviews and ratings (SPEC.md §3 Review, §7 rating, deleteReview,
 * store-rating-list; ADR 0031): customers review what a delivered order of
 * theirs brought them, once per store and once per product; anyone reads
 * the visible ones with their averages.
 */
export const reviewsRoutes: FastifyPluginAsyncZod<ReviewsDeps> = async (app, deps) => {
  const { repository } = deps;
  // Anyone who shops may review (vendors shop too, SPEC.md §1); earning it is the use case's rule.
  const customer = requireUser;

  app.post(
    '/api/rating',
    {
      onRequest: customer,
      schema: {
        tags,
        summary: 'Review a store (no `product_id`) or a product of it, earned by a delivered order of the caller',
        description:
          '403 `review_not_earned` unless `order_id` is the caller’s delivered order from `store_id`; 403 `review_product_not_in_order` when `product_id` is not a line of it; 404 for another person’s order; 409 `review_exists` for a second review of the same store or product; 400 with a message for each of rating, title and text that is missing (`review_rating_required`, `review_title_required`, `review_text_required`).',
        security,
        body: createReviewBody,
        response: { 201: reviewResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await createReview(deps, actorOf(request).userId, request.body, request.lang);
      return reply
        .status(201)
        .send({ data: toReview(row, request.lang, 'private'), message: message('review_saved', request.lang) });
    },
  );

  app.put(
    '/api/rating/:id',
    {
      onRequest: customer,
      schema: {
        tags,
        summary: 'The author edits their own review (rating, title, text); another person’s is 404',
        security,
        params: reviewIdParams,
        body: updateReviewBody,
        response: { 200: reviewResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await editReview(repository, actorOf(request).userId, request.params.id, request.body, request.lang);
      return { data: toReview(row, request.lang, 'private'), message: message('review_saved', request.lang) };
    },
  );

  app.post(
    '/api/deleteReview',
    {
      onRequest: customer,
      schema: {
        tags,
        summary: 'The author deletes their own review; another person’s is 404',
        security,
        body: deleteReviewBody,
        response: { 200: reviewDeletedResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteReview(repository, actorOf(request).userId, request.body.review_id);
      return { data: { id: request.body.review_id, message: message('review_deleted', request.lang) } };
    },
  );

  app.get(
    '/api/store-rating-list',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary:
          'A visible store’s visible store reviews, newest first, 10 a page, with `avg_rating`, `rating_count`, `stars`',
        querystring: storeRatingListQuery,
        response: { 200: ratingListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      listRatings(repository, { storeId: request.query.store_id }, request.query, request.url, request.lang),
  );

  app.get(
    '/api/product-rating-list',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary:
          'A visible product’s visible reviews, newest first, 10 a page, with `avg_rating`, `rating_count`, `stars`',
        querystring: productRatingListQuery,
        response: { 200: ratingListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      listRatings(repository, { productId: request.query.product_id }, request.query, request.url, request.lang),
  );

  app.get(
    '/api/my-reviews',
    {
      onRequest: customer,
      schema: {
        tags,
        summary: 'The caller’s own reviews, newest first, hidden ones included (`hidden`, `hidden_reason`); paged',
        security,
        querystring: myReviewsQuery,
        response: { 200: myReviewsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listOwnReviews(repository, actorOf(request).userId, request.query, request.url, request.lang),
  );

  app.get(
    '/api/reviewable',
    {
      onRequest: customer,
      schema: {
        tags,
        summary: 'What a delivered order of the caller lets them review (the store, each product), with their reviews',
        description: '403 `review_not_earned` until the order is delivered; 404 for another person’s order.',
        security,
        querystring: reviewableQuery,
        response: { 200: reviewableResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await getReviewable(repository, actorOf(request).userId, request.query.order_id, request.lang),
    }),
  );

  await app.register(vendorReviewsRoutes, deps);
  await app.register(staffReviewsRoutes, deps);
};
