import type { Notifier } from '../notifications/notifier.ts';
import type { ReviewsRepository } from './reviews.repository.ts';

/** What the reviews routes get from buildApp. */
export interface ReviewsDeps {
  repository: ReviewsRepository;
  notifier: Notifier;
}
