import { conflict, forbidden, notFound } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import type { CreateReviewBody } from '@bedesten/core/schemas/reviews';
import type { Notifier } from '../notifications/notifier.ts';
import { reviewReceivedNotice } from './review-notices.ts';
import type { ReviewRow, ReviewsRepository } from './reviews.repository.ts';

/**
 * A customer reviews a store, or a product bought from it, earned by one of
 * their own delivered orders from that store (ADR 0031): another person's
 * order is 404, an order not delivered or from another store 403, a product
 * not in the order 403, a second review of the same thing 409. The store's
 * owner is told.
 */
export async function createReview(
  deps: { repository: ReviewsRepository; notifier: Notifier },
  userId: string,
  body: CreateReviewBody,
  lang: Language,
): Promise<ReviewRow> {
  const { repository, notifier } = deps;
  const order = await repository.findOwnOrder(userId, body.order_id);
  if (!order) throw notFound('order_not_found');
  if (order.status !== 'delivered' || order.store_id !== body.store_id) throw forbidden('review_not_earned');
  if (order.store_owner_id === userId) throw forbidden('review_own_store');
  const productId = body.product_id ?? null;
  if (productId) {
    const lines = await repository.orderProducts(order.id);
    if (!lines.some((line) => line.product_id === productId)) throw forbidden('review_product_not_in_order');
  }
  const created = await repository.create({
    userId,
    storeId: order.store_id,
    productId,
    orderId: order.id,
    rating: body.rating,
    title: body.title,
    body: body.review,
    language: lang,
  });
  if (created === 'exists') throw conflict('review_exists');
  await notifier.notify(reviewReceivedNotice(created));
  return created;
}
