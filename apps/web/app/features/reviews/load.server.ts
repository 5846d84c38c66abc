import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { RatingList, Review, Reviewable, RatingSummary } from '@bedesten/core/schemas/reviews';
import { redirect } from 'react-router';
import { safeRedirect } from '~/lib/api-client.ts';
import { serverApiGet } from '~/lib/api.server.ts';
import { reviewsPageParam } from './query.ts';

/**
 * Reviews read for page loaders. Public lists are a part of a page: when
 * they cannot be read the page still shows (null), without them. The
 * signed-in lists belong to their page, so a failure is the page's.
 */

type Target = { store_id: string } | { product_id: string };

/** One page of a store's (`store-rating-list`) or product's (`product-rating-list`) visible reviews. */
export async function loadRatingList(
  request: Request,
  target: Target,
  page: number,
  lang: string,
): Promise<RatingList | null> {
  const path = 'store_id' in target ? 'store-rating-list' : 'product-rating-list';
  const result = await serverApiGet<RatingList>(request, path, { ...target, page, lang }, { lang });
  return result.ok ? result.data : null;
}

/** "Rate this order": what a delivered order lets the customer review; null before delivery or on failure. */
export async function loadReviewable(request: Request, orderId: string, lang: string): Promise<Reviewable | null> {
  const result = await serverApiGet<{ data: Reviewable }>(request, 'reviewable', { order_id: orderId, lang }, { lang });
  return result.ok ? result.data.data : null;
}

function pageFailure(status: number, redirectTo: string | undefined): Response {
  const to = status === 403 ? safeRedirect(redirectTo) : null;
  if (to) return redirect(to);
  if (status === 404 || status === 400) return new Response(null, { status: 404 });
  return new Response(null, { status: status === 401 || status === 403 ? 403 : 502 });
}

/** "My reviews": the customer's own, hidden ones included with staff's reason. */
export async function loadMyReviews(request: Request, page: number, lang: string): Promise<PagedList<Review>> {
  const result = await serverApiGet<PagedList<Review>>(request, 'my-reviews', { page, lang }, { lang });
  if (!result.ok) throw pageFailure(result.status, result.error?.redirect);
  return result.data;
}

export type VendorReviewList = PagedList<Review> & RatingSummary;

/** The vendor's store's reviews (and its products'), with the store's average; a vendor without a store goes where the API says. */
export async function loadVendorReviews(
  request: Request,
  query: { page: number; product_id?: string | undefined },
  lang: string,
): Promise<VendorReviewList> {
  const result = await serverApiGet<VendorReviewList>(request, 'vendor-reviews', { ...query, lang }, { lang });
  if (!result.ok) throw pageFailure(result.status, result.error?.redirect);
  return result.data;
}

/** The reviews shown on a store or product page: the page the URL's `?reviews_page=` names. */
export function loadReviewsFor(request: Request, target: Target, lang: string): Promise<RatingList | null> {
  return loadRatingList(request, target, reviewsPageParam(new URL(request.url).searchParams), lang);
}
