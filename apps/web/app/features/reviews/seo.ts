import type { Review } from '@bedesten/core/schemas/reviews';
import { roundRating } from '~/lib/rating.ts';

/** What the JSON-LD needs of a rating list (store-rating-list or product-rating-list). */
export interface ReviewsForLd {
  avg_rating: number;
  rating_count: number;
  data: readonly Review[];
}

/** schema.org lists at most a few reviews per page; five is what search engines show. */
export const LD_REVIEWS_MAX = 5;

/**
 * schema.org `aggregateRating` and `review` for a store or product (SPEC.md §3
 * structured data), or nothing at all when there are no reviews: a rating of
 * zero reviews is not a rating. Hidden reviews never reach the public lists;
 * any flagged one is still left out, so a moderation slip cannot leak here.
 */
export function reviewsLd(list: ReviewsForLd): Record<string, unknown> {
  if (list.rating_count <= 0) return {};
  const shown = list.data.filter((review) => !review.hidden).slice(0, LD_REVIEWS_MAX);
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: roundRating(list.avg_rating),
      reviewCount: list.rating_count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(shown.length > 0
      ? {
          review: shown.map((review) => ({
            '@type': 'Review',
            name: review.title,
            reviewBody: review.review,
            inLanguage: review.language,
            datePublished: review.created_at.slice(0, 10),
            author: { '@type': 'Person', name: review.author_name },
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

/**
 * A store's or product's JSON-LD with the ratings of its review list. The
 * list is the truth when it was read (the page shows it); when it could not
 * be read, the page's own JSON-LD stays as it was.
 */
export function withReviewsLd<T extends Record<string, unknown>>(
  base: T,
  list: ReviewsForLd | null,
): Record<string, unknown> {
  if (!list) return base;
  const { aggregateRating: _aggregate, review: _review, ...rest } = base;
  return { ...rest, ...reviewsLd(list) };
}
