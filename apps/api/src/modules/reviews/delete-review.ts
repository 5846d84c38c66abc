import { notFound } from '@bedesten/core/errors/app-error';
import type { ReviewsRepository } from './reviews.repository.ts';

/** `deleteReview`: the author removes their own review (another person's is 404); the average follows. */
export async function deleteReview(repository: ReviewsRepository, userId: string, id: string): Promise<void> {
  if (!(await repository.remove(userId, id))) throw notFound('review_not_found');
}
