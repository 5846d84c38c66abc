import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@bedesten/core/schemas/error';
import {
  adminReviewsQuery,
  adminReviewsResponseSchema,
  hideReviewBody,
  reviewResponseSchema,
  unhideReviewBody,
} from '@bedesten/core/schemas/reviews';
import { audit } from '../../plugins/audit.ts';
import { actorOf, requireStaff, SESSION_SECURITY } from '../../plugins/auth.ts';
import { listStaffReviews } from './list-staff-reviews.ts';
import { moderateReview } from './moderate-review.ts';
import type { ReviewsDeps } from './reviews.deps.ts';
import { toReview } from './to-review-views.ts';

const tags = ['admin'];
const security = SESSION_SECURITY;

/** Staff moderation of reviews: the list, hide an abusive one (its author is told why), show it again. */
export const staffReviewsRoutes: FastifyPluginAsyncZod<ReviewsDeps> = async (app, deps) => {
  const staffOnly = requireStaff('staff');

  app.get(
    '/api/admin/reviews',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Every review, newest first, hidden ones included (`hidden=yes|no` filters); paged',
        security,
        querystring: adminReviewsQuery,
        response: { 200: adminReviewsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listStaffReviews(deps.repository, request.query, request.url, request.lang),
  );

  app.post(
    '/api/admin/review-hide',
    {
      onRequest: staffOnly,
      config: { audit: 'review.hide' },
      schema: {
        tags,
        summary: 'Hide a review: it leaves lists, averages and JSON-LD; its author is told the reason',
        security,
        body: hideReviewBody,
        response: { 200: reviewResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await moderateReview(deps, actorOf(request).userId, request.body.review_id, {
        reason: request.body.reason,
      });
      audit(request, { subjectId: request.body.review_id, after: { hidden: true } });
      return { data: toReview(row, request.lang, 'private') };
    },
  );

  app.post(
    '/api/admin/review-unhide',
    {
      onRequest: staffOnly,
      config: { audit: 'review.unhide' },
      schema: {
        tags,
        summary: 'Show a hidden review again; it counts toward the averages again',
        security,
        body: unhideReviewBody,
        response: { 200: reviewResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await moderateReview(deps, actorOf(request).userId, request.body.review_id, null);
      audit(request, { subjectId: request.body.review_id, after: { hidden: false } });
      return { data: toReview(row, request.lang, 'private') };
    },
  );
};
