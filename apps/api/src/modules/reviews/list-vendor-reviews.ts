import { notFound } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import { pageOffset, toPagedList, type PageQuery } from '@bedesten/core/paging/paged-list';
import type { Review, RatingSummary } from '@bedesten/core/schemas/reviews';
import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { ReviewsRepository } from './reviews.repository.ts';
import { toRatingSummary, toReview } from './to-review-views.ts';

/**
 * The vendor's reviews: of their store and of its products (or one product
 * of theirs), hidden ones marked, newest first; the summary is the store's
 * average (store reviews), or the product's when one is named.
 */
export async function listVendorReviews(
  repository: ReviewsRepository,
  storeId: string,
  query: PageQuery & { product_id?: string | undefined },
  url: string,
  lang: Language,
): Promise<PagedList<Review> & RatingSummary> {
  const productId = query.product_id;
  if (productId && !(await repository.isProductOfStore(productId, storeId))) throw notFound();
  const [{ rows, total }, counts] = await Promise.all([
    repository.list({ kind: 'vendor', storeId, productId }, { offset: pageOffset(query), limit: query.per_page }),
    repository.starCounts(productId ? { productId } : { storeId }),
  ]);
  return {
    ...toPagedList(
      rows.map((row) => toReview(row, lang, 'private')),
      total,
      query,
      url,
    ),
    ...toRatingSummary(counts),
  };
}
