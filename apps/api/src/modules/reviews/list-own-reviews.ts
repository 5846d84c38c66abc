import type { Language } from '@bedesten/core/i18n/languages';
import { pageOffset, toPagedList, type PageQuery, type PagedList } from '@bedesten/core/paging/paged-list';
import type { Review } from '@bedesten/core/schemas/reviews';
import type { ReviewsRepository } from './reviews.repository.ts';
import { toReview } from './to-review-views.ts';

/** "My reviews": the caller's own, newest first, hidden ones included and marked, with what was reviewed. */
export async function listOwnReviews(
  repository: ReviewsRepository,
  userId: string,
  query: PageQuery,
  url: string,
  lang: Language,
): Promise<PagedList<Review>> {
  const { rows, total } = await repository.list(
    { kind: 'author', userId },
    { offset: pageOffset(query), limit: query.per_page },
  );
  return toPagedList(
    rows.map((row) => toReview(row, lang, 'private')),
    total,
    query,
    url,
  );
}
