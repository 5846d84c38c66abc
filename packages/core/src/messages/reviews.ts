import type { Language } from '../i18n/languages.ts';
import { GENERAL_MESSAGES } from './general.ts';

/** Reviews and ratings. Part of the message catalogue (catalogue.ts). */
export const REVIEW_MESSAGES = {
  // The spec's words (SPEC.md §5 "Please add review"), kept in one place: the general catalogue's text.
  review_required: GENERAL_MESSAGES.add_review,
  // Each missing part of a review says what it lacks (issue 43: an empty form marked all three alike).
  review_rating_required: {
    en: 'Choose a rating from 1 to 5 stars',
    tr: '1 ile 5 yıldız arasında bir puan seçin',
  },
  review_title_required: { en: 'Give your review a title', tr: 'Değerlendirmenize bir başlık verin' },
  review_text_required: {
    en: 'Write a few words about your experience',
    tr: 'Deneyiminizi birkaç cümleyle anlatın',
  },
  review_not_earned: {
    en: 'You can review a store only after an order from it has been delivered',
    tr: 'Bir mağazayı ancak ondan verdiğiniz bir sipariş teslim edildikten sonra değerlendirebilirsiniz',
  },
  review_own_store: {
    en: 'You cannot review your own store',
    tr: 'Kendi mağazanızı değerlendiremezsiniz',
  },
  review_product_not_in_order: {
    en: 'You can review a product only after an order with it has been delivered',
    tr: 'Bir ürünü ancak onu içeren bir sipariş teslim edildikten sonra değerlendirebilirsiniz',
  },
  review_exists: {
    en: 'You have already reviewed this; edit your review instead',
    tr: 'Bunu zaten değerlendirdiniz; bunun yerine değerlendirmenizi düzenleyin',
  },
  review_not_found: { en: 'Review not found', tr: 'Değerlendirme bulunamadı' },
  review_reply_exists: {
    en: 'This review already has a reply',
    tr: 'Bu değerlendirme zaten yanıtlandı',
  },
  review_saved: { en: 'Thank you for your review', tr: 'Değerlendirmeniz için teşekkürler' },
  review_deleted: { en: 'Your review was deleted', tr: 'Değerlendirmeniz silindi' },
  // Notices (notifier): {store} is the store's title, {product} the product's name, {reason} staff's words.
  notice_review_received_store: {
    en: '{store} received a new {rating}-star review',
    tr: '{store} yeni bir {rating} yıldızlı değerlendirme aldı',
  },
  notice_review_received_product: {
    en: '{product} received a new {rating}-star review',
    tr: '{product} yeni bir {rating} yıldızlı değerlendirme aldı',
  },
  notice_review_reply: {
    en: '{store} replied to your review',
    tr: '{store} değerlendirmenizi yanıtladı',
  },
  notice_review_hidden: {
    en: 'Your review of {store} was hidden: {reason}',
    tr: '{store} hakkındaki değerlendirmeniz gizlendi: {reason}',
  },
} as const satisfies Record<string, Record<Language, string>>;
