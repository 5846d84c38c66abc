import { conflict, notFound } from '@bedesten/core/errors/app-error';
import type { Notifier } from '../notifications/notifier.ts';
import { reviewReplyNotice } from './review-notices.ts';
import type { ReviewRow, ReviewsRepository } from './reviews.repository.ts';

/**
 * The store's one public reply to a review of it or its products (a review
 * of another store is 404, a second reply 409). The author is told.
 */
export async function replyToReview(
  deps: { repository: ReviewsRepository; notifier: Notifier },
  storeId: string,
  reviewId: string,
  reply: string,
): Promise<ReviewRow> {
  const result = await deps.repository.reply(storeId, reviewId, reply);
  if (!result) throw notFound('review_not_found');
  if (result === 'exists') throw conflict('review_reply_exists');
  await deps.notifier.notify(reviewReplyNotice(result));
  return result;
}
