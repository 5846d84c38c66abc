import { notFound } from '@bedesten/core/errors/app-error';
import type { Notifier } from '../notifications/notifier.ts';
import { reviewHiddenNotice } from './review-notices.ts';
import type { ReviewRow, ReviewsRepository } from './reviews.repository.ts';

/**
 * Staff hide an abusive review (it leaves every public list and average;
 * its author is told why) or show it again. Hiding an already hidden review
 * only updates the reason and tells nobody twice.
 */
export async function moderateReview(
  deps: { repository: ReviewsRepository; notifier: Notifier },
  staffId: string,
  reviewId: string,
  hide: { reason: string } | null,
): Promise<ReviewRow> {
  const result = await deps.repository.setHidden(reviewId, hide ? { reason: hide.reason, by: staffId } : null);
  if (!result) throw notFound('review_not_found');
  if (hide && !result.wasHidden) await deps.notifier.notify(reviewHiddenNotice(result.row, hide.reason));
  return result.row;
}
