import { languageOf } from '../notifications/render-notification.ts';
import type { Notice } from '../notifications/notifier.ts';
import { localName } from '../listing/local-name.ts';
import type { ReviewRow } from './reviews.repository.ts';

/** Where a review is read in public: the product page, or the store page. */
export const reviewPageLink = (row: ReviewRow): string =>
  row.product_slug ? `/stores/${row.store_slug}/${row.product_slug}` : `/stores/${row.store_slug}`;

const productIn = (row: ReviewRow, language: string | null) =>
  row.product_name_en ? localName(row.product_name_en, row.product_name_tr, languageOf(language)) : '';

/** The store's owner hears of a new review (of the store or one of its products). */
export function reviewReceivedNotice(row: ReviewRow): Notice[] {
  if (!row.store_owner_id) return [];
  return [
    {
      userId: row.store_owner_id,
      kind: 'review_received',
      messageKey: row.product_id ? 'notice_review_received_product' : 'notice_review_received_store',
      params: { store: row.store_title, product: productIn(row, row.owner_language), rating: row.rating },
      link: '/vendor/reviews',
    },
  ];
}

/** The author hears that the store replied. */
export function reviewReplyNotice(row: ReviewRow): Notice[] {
  return [
    {
      userId: row.user_id,
      kind: 'review_reply',
      messageKey: 'notice_review_reply',
      params: { store: row.store_title, product: productIn(row, row.author_language) },
      link: reviewPageLink(row),
    },
  ];
}

/** The author hears that staff hid their review, and why. */
export function reviewHiddenNotice(row: ReviewRow, reason: string): Notice[] {
  return [
    {
      userId: row.user_id,
      kind: 'review_hidden',
      messageKey: 'notice_review_hidden',
      params: { store: row.store_title, product: productIn(row, row.author_language), reason },
      link: '/profile/my-reviews',
    },
  ];
}
