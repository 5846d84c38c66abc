import type { z } from 'zod';
import type {
  createReviewBody,
  hideReviewBody,
  Review,
  reviewReplyBody,
  updateReviewBody,
} from '@bedesten/core/schemas/reviews';
import { apiPost, apiSend, type ApiResult } from '~/lib/api-client.ts';

type ReviewAnswer = { data: Review; message?: string };

/**
 * Review changes (SPEC.md §7 rating, deleteReview; issue 11 replies and
 * hiding). Reads happen in the route loaders; after a change the page
 * revalidates, so averages and lists come from the API again.
 */
export const reviewsApi = {
  create: (body: z.input<typeof createReviewBody>): Promise<ApiResult<ReviewAnswer>> => apiPost('rating', body),
  update: (id: string, body: z.input<typeof updateReviewBody>): Promise<ApiResult<ReviewAnswer>> =>
    apiSend('PUT', `rating/${encodeURIComponent(id)}`, body),
  remove: (reviewId: string): Promise<ApiResult<{ data: { id: string; message: string } }>> =>
    apiPost('deleteReview', { review_id: reviewId }),
  reply: (body: z.input<typeof reviewReplyBody>): Promise<ApiResult<ReviewAnswer>> => apiPost('review-reply', body),
  hide: (body: z.input<typeof hideReviewBody>): Promise<ApiResult<ReviewAnswer>> => apiPost('admin/review-hide', body),
  unhide: (reviewId: string): Promise<ApiResult<ReviewAnswer>> =>
    apiPost('admin/review-unhide', { review_id: reviewId }),
};
