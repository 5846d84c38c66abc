import { notFound } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import { pageOffset, toPagedList, type PageQuery } from '@bedesten/core/paging/paged-list';
import type { RatingList } from '@bedesten/core/schemas/reviews';
import type { ReviewsRepository } from './reviews.repository.ts';
import { toRatingSummary, toReview } from './to-review-views.ts';

/**
 * `store-rating-list` and `product-rating-list`: the visible reviews of a
 * visible store (store-level ones) or product, newest first, with the
 * average and the count per star. Anything not visible is 404.
 */
export async function listRatings(
  repository: ReviewsRepository,
  target: { storeId: string } | { productId: string },
  query: PageQuery,
  url: string,
  lang: Language,
): Promise<RatingList> {
  const visible =
    'productId' in target
      ? await repository.isVisibleProduct(target.productId)
      : await repository.isVisibleStore(target.storeId);
  if (!visible) throw notFound();
  const scope =
    'productId' in target
      ? { kind: 'product' as const, productId: target.productId }
      : { kind: 'store' as const, storeId: target.storeId };
  const [{ rows, total }, counts] = await Promise.all([
    repository.list(scope, { offset: pageOffset(query), limit: query.per_page }),
    repository.starCounts(target),
  ]);
  return {
    ...toPagedList(
      rows.map((row) => toReview(row, lang)),
      total,
      query,
      url,
    ),
    ...toRatingSummary(counts),
  };
}
