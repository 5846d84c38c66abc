import type { Language } from '@bedesten/core/i18n/languages';
import { reviewAuthorName } from '@bedesten/core/reviews/author-name';
import type { RatingSummary, Review } from '@bedesten/core/schemas/reviews';
import { localName } from '../listing/local-name.ts';
import type { ReviewRow, StarCountRow } from './reviews.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Averages are shown to one decimal (4.3), counted from the visible reviews. */
export const roundRating = (avg: number): number => Math.round(Number(avg) * 10) / 10;

/**
 * A review as the API shows it. `audience` 'public' leaves out whether and why
 * it was hidden (public lists hold visible ones only); 'private' (its author,
 * the store's vendor, staff) says so, with what was reviewed.
 */
export function toReview(row: ReviewRow, lang: Language, audience: 'public' | 'private' = 'public'): Review {
  const review: Review = {
    id: row.id,
    store_id: row.store_id,
    product_id: row.product_id,
    order_id: row.order_id,
    rating: row.rating,
    title: row.title,
    review: row.body,
    language: row.language,
    author_name: reviewAuthorName(row.author_name),
    verified_purchase: true,
    reply: row.reply,
    replied_at: row.replied_at ? iso(row.replied_at) : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    store_title: row.store_title,
    store_slug: row.store_slug,
    product_name: row.product_name_en ? localName(row.product_name_en, row.product_name_tr, lang) : null,
    product_slug: row.product_slug,
  };
  if (audience === 'private') {
    review.hidden = row.hidden_at !== null;
    review.hidden_reason = row.hidden_reason;
  }
  return review;
}

/** Average, count and count per star of visible reviews. */
export function toRatingSummary(counts: StarCountRow[]): RatingSummary {
  const stars = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, n } of counts) {
    if (rating >= 1 && rating <= 5) stars[rating as 1 | 2 | 3 | 4 | 5] = n;
    total += n;
    sum += rating * n;
  }
  return { avg_rating: total ? roundRating(sum / total) : 0, rating_count: total, stars };
}
