import { z } from 'zod';
import { pagedListSchema, pageQuerySchema } from '../paging/paged-list.ts';
import { REVIEW_TITLE_MAX, REVIEW_TEXT_MAX, REVIEW_REPLY_MAX } from './text-limits.ts';

/**
 * Reviews and ratings (SPEC.md §3 Review: rating, title, text; §7 rating,
 * deleteReview, store-rating-list). A review is of a store (`product_id`
 * null) or of one product bought from it, earned by a delivered order.
 * A missing rating, title or text each says what it lacks (`review_rating_required`,
 * `review_title_required`, `review_text_required`); a reply without text is "Please add review".
 */

export { REVIEW_TITLE_MAX, REVIEW_TEXT_MAX, REVIEW_REPLY_MAX };
export const REVIEWS_PER_PAGE = 10;

// The `error` option covers absent fields; a form's empty choice ('') coerces to 0, below the minimum.
const ratingValue = z.coerce
  .number({ error: 'review_rating_required' })
  .int('review_rating_required')
  .min(1, 'review_rating_required')
  .max(5, 'review_rating_required');
const title = z
  .string({ error: 'review_title_required' })
  .trim()
  .min(1, 'review_title_required')
  .max(REVIEW_TITLE_MAX, 'max_length');
const text = z
  .string({ error: 'review_text_required' })
  .trim()
  .min(1, 'review_text_required')
  .max(REVIEW_TEXT_MAX, 'max_length');

/** `POST /api/rating` → 201 `{ data: Review }`. */
export const createReviewBody = z.object({
  order_id: z.uuid(),
  store_id: z.uuid(),
  product_id: z.uuid().nullish(),
  rating: ratingValue,
  title,
  review: text,
});
export type CreateReviewBody = z.infer<typeof createReviewBody>;

/** `PUT /api/rating/:id`: the author edits their own review → 200 `{ data: Review }`. */
export const updateReviewBody = z.object({ rating: ratingValue, title, review: text });
export type UpdateReviewBody = z.infer<typeof updateReviewBody>;

/** `POST /api/deleteReview` `{ review_id }` → 200; another person's review → 404. */
export const deleteReviewBody = z.object({ review_id: z.uuid() });

/** `POST /api/review-reply` (the store's owner, once per review) → 200 `{ data: Review }`. */
export const reviewReplyBody = z.object({
  review_id: z.uuid(),
  reply: z.string({ error: 'review_required' }).trim().min(1, 'review_required').max(REVIEW_REPLY_MAX, 'max_length'),
});

/** `POST /api/admin/review-hide` (staff) → 200; the author is told, with the reason. */
export const hideReviewBody = z.object({ review_id: z.uuid(), reason: z.string().trim().min(1).max(500) });

/** `POST /api/admin/review-unhide` (staff) → 200: the review counts again. */
export const unhideReviewBody = z.object({ review_id: z.uuid() });

/** `PUT /api/rating/:id`. */
export const reviewIdParams = z.object({ id: z.uuid() });

export const reviewSchema = z.object({
  id: z.uuid(),
  store_id: z.uuid(),
  product_id: z.uuid().nullable(),
  order_id: z.uuid().nullable(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  review: z.string(),
  /** The language the author wrote in ('en' | 'tr'). */
  language: z.string(),
  /** The author's first name and the initial of the last ("Ayşe K."). */
  author_name: z.string(),
  /** A review earned by a delivered order. Always true today; kept so lists can say so. */
  verified_purchase: z.boolean(),
  reply: z.string().nullable(),
  replied_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  /** Only to its author and staff: a hidden review and why. */
  hidden: z.boolean().optional(),
  hidden_reason: z.string().nullable().optional(),
  /** For "My reviews" and the vendor list: what was reviewed. */
  store_title: z.string().optional(),
  store_slug: z.string().optional(),
  product_name: z.string().nullable().optional(),
  product_slug: z.string().nullable().optional(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Average and count per star (1…5) of the visible reviews. */
export const ratingSummarySchema = z.object({
  avg_rating: z.number(),
  rating_count: z.number().int(),
  /** `{ "1": n, … "5": n }` */
  stars: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** `GET /api/store-rating-list?store_id=&page=` (store reviews) and `GET /api/product-rating-list?product_id=&page=`. */
export const storeRatingListQuery = pageQuerySchema.extend({
  store_id: z.uuid(),
  per_page: z.coerce.number().int().min(1).max(50).default(REVIEWS_PER_PAGE),
});
export const productRatingListQuery = pageQuerySchema.extend({
  product_id: z.uuid(),
  per_page: z.coerce.number().int().min(1).max(50).default(REVIEWS_PER_PAGE),
});
export const ratingListResponseSchema = pagedListSchema(reviewSchema).extend(ratingSummarySchema.shape);
export type RatingList = z.infer<typeof ratingListResponseSchema>;

/**
 * `GET /api/my-reviews?page=` (the customer's own, hidden ones included) and
 * `GET /api/vendor-reviews?page=&product_id?` (the vendor's store, with the
 * store's `avg_rating`).
 */
export const myReviewsResponseSchema = pagedListSchema(reviewSchema);
export const vendorReviewsResponseSchema = pagedListSchema(reviewSchema).extend(ratingSummarySchema.shape);

/**
 * `GET /api/reviewable?order_id=`: what the customer may still review from a
 * delivered order of theirs (the store, each product), and what they already
 * wrote for it; the order page's "Rate this order" reads it.
 */
export const reviewableResponseSchema = z.object({
  data: z.object({
    order_id: z.uuid(),
    store: z.object({ id: z.uuid(), title: z.string(), review: reviewSchema.nullable() }),
    products: z.array(
      z.object({
        product_id: z.uuid(),
        name: z.string(),
        image_url: z.string().nullable(),
        review: reviewSchema.nullable(),
      }),
    ),
  }),
});
export type Reviewable = z.infer<typeof reviewableResponseSchema>['data'];

/** One review back from a write (`rating`, `PUT rating/:id`, `review-reply`, hide/unhide); `message` says what happened. */
export const reviewResponseSchema = z.object({ data: reviewSchema, message: z.string().optional() });

/** `GET /api/my-reviews?page=`. */
export const myReviewsQuery = pageQuerySchema;
/** `GET /api/vendor-reviews?page=&product_id=`: without `product_id`, the store's and all its products' reviews. */
export const vendorReviewsQuery = pageQuerySchema.extend({ product_id: z.uuid().optional() });
/** `GET /api/admin/reviews?page=&hidden=`: `hidden=yes` only hidden ones, `no` only visible, absent both. */
export const adminReviewsQuery = pageQuerySchema.extend({ hidden: z.enum(['yes', 'no']).optional() });
export const adminReviewsResponseSchema = pagedListSchema(reviewSchema);
/** `GET /api/reviewable?order_id=`. */
export const reviewableQuery = z.object({ order_id: z.uuid() });
/** `POST /api/deleteReview` → 200 `{ data: { id, message } }`. */
export const reviewDeletedResponseSchema = z.object({ data: z.object({ id: z.uuid(), message: z.string() }) });
