import type { Language } from '@bedesten/core/i18n/languages';
import { pageOffset, toPagedList, type PageQuery, type PagedList } from '@bedesten/core/paging/paged-list';
import type { Review } from '@bedesten/core/schemas/reviews';
import type { ReviewsRepository } from './reviews.repository.ts';
import { toReview } from './to-review-views.ts';

/** Staff's list: every review, newest first, hidden ones included (or only `hidden=yes|no`), with names. */
export async function listStaffReviews(
  repository: ReviewsRepository,
  query: PageQuery & { hidden?: 'yes' | 'no' | undefined },
  url: string,
  lang: Language,
): Promise<PagedList<Review>> {
  const hidden = query.hidden === undefined ? undefined : query.hidden === 'yes';
  const { rows, total } = await repository.list(
    { kind: 'staff', hidden },
    { offset: pageOffset(query), limit: query.per_page },
  );
  return toPagedList(
    rows.map((row) => toReview(row, lang, 'private')),
    total,
    query,
    url,
  );
}
