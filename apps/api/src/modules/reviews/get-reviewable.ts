import { forbidden, notFound } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import type { Reviewable } from '@bedesten/core/schemas/reviews';
import { localName } from '../listing/local-name.ts';
import type { ReviewsRepository } from './reviews.repository.ts';
import { toReview } from './to-review-views.ts';

/**
 * "Rate this order": the store and each distinct product of a delivered
 * order of the caller, each with what they already wrote (from this order
 * or an earlier one: one review per store and per product) or null.
 */
export async function getReviewable(
  repository: ReviewsRepository,
  userId: string,
  orderId: string,
  lang: Language,
): Promise<Reviewable> {
  const order = await repository.findOwnOrder(userId, orderId);
  if (!order) throw notFound('order_not_found');
  if (order.status !== 'delivered') throw forbidden('review_not_earned');
  const [lines, written] = await Promise.all([
    repository.orderProducts(order.id),
    repository.authorReviewsOfStore(userId, order.store_id),
  ]);
  const storeReview = written.find((r) => r.product_id === null);
  return {
    order_id: order.id,
    store: {
      id: order.store_id,
      title: order.store_title,
      review: storeReview ? toReview(storeReview, lang, 'private') : null,
    },
    products: lines.map((line) => {
      const review = written.find((r) => r.product_id === line.product_id);
      return {
        product_id: line.product_id,
        name: localName(line.name_en, line.name_tr, lang),
        image_url: line.image_url,
        review: review ? toReview(review, lang, 'private') : null,
      };
    }),
  };
}
