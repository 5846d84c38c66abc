import { notFound } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import type { UpdateReviewBody } from '@bedesten/core/schemas/reviews';
import type { ReviewRow, ReviewsRepository } from './reviews.repository.ts';

/** The author changes their own review (another person's is 404); the average follows in the same transaction. */
export async function editReview(
  repository: ReviewsRepository,
  userId: string,
  id: string,
  body: UpdateReviewBody,
  lang: Language,
): Promise<ReviewRow> {
  const updated = await repository.update(userId, id, {
    rating: body.rating,
    title: body.title,
    body: body.review,
    language: lang,
  });
  if (!updated) throw notFound('review_not_found');
  return updated;
}
