import type { Language } from '../i18n/languages.ts';

/** Notifications sent to people (staff decisions, payment failures, push). Part of the message catalogue (catalogue.ts). */
export const NOTIFICATION_MESSAGES = {
  // Staff decisions: {store} is the store's name, {name} a product's or sub-category's, {reason} the staff's words.
  store_approved_notice: {
    en: 'Your store {store} was approved. Customers can now find it.',
    tr: '{store} mağazanız onaylandı. Müşteriler artık mağazanızı bulabilir.',
  },
  store_rejected_notice: {
    en: 'Your store {store} was not approved: {reason}',
    tr: '{store} mağazanız onaylanmadı: {reason}',
  },
  product_approved_notice: {
    en: 'Your product {name} was approved and is now on sale.',
    tr: '{name} ürününüz onaylandı ve artık satışta.',
  },
  product_rejected_notice: {
    en: 'Your product {name} was not approved: {reason}',
    tr: '{name} ürününüz onaylanmadı: {reason}',
  },
  sub_category_approved_notice: {
    en: 'Your sub-category {name} was approved.',
    tr: '{name} alt kategoriniz onaylandı.',
  },
  sub_category_rejected_notice: {
    en: 'Your sub-category {name} was not approved: {reason}',
    tr: '{name} alt kategoriniz onaylanmadı: {reason}',
  },
  // Card payments
  payment_failed_notice: {
    en: 'The card payment for your order {number} did not go through ({reason}).',
    tr: '{number} numaralı siparişinizin kartla ödemesi gerçekleşmedi ({reason}).',
  },
  payment_failure_declined: { en: 'the card was declined', tr: 'kart reddedildi' },
  payment_failure_expired: { en: 'the payment time ran out', tr: 'ödeme süresi doldu' },
  payment_failure_cancelled: { en: 'the payment was cancelled', tr: 'ödeme iptal edildi' },
  payment_failure_abandoned: { en: 'the payment was not completed', tr: 'ödeme tamamlanmadı' },
  // Issue 43: a declined card keeps the order for {minutes}; then it is cancelled.
  payment_declined_kept_notice: {
    en: 'Your card was declined for order {number}. We keep the order for {minutes} minutes: try another card or cancel it.',
    tr: '{number} numaralı sipariş için kartınız reddedildi. Siparişi {minutes} dakika saklıyoruz: başka bir kartla ödeyin ya da iptal edin.',
  },
  payment_timeout_notice: {
    en: 'Order {number} was cancelled because it was not paid within {minutes} minutes. Nothing was charged.',
    tr: '{number} numaralı sipariş {minutes} dakika içinde ödenmediği için iptal edildi. Hiçbir ücret alınmadı.',
  },
  // Channels
  notification_email_footer: {
    en: 'Open it on Bedesten: {link}',
    tr: "Bedesten'de açın: {link}",
  },
  push_subscribed: {
    en: 'Notifications are on in this browser',
    tr: 'Bu tarayıcıda bildirimler açık',
  },
  push_unsubscribed: {
    en: 'Notifications are off in this browser',
    tr: 'Bu tarayıcıda bildirimler kapalı',
  },
  push_not_configured: {
    en: 'Browser notifications are not available on this server',
    tr: 'Bu sunucuda tarayıcı bildirimleri kullanılamıyor',
  },
  // A subscription whose endpoint is not https at a known browser push service (ADR 0083).
  push_endpoint_not_allowed: {
    en: 'Notifications cannot be turned on in this browser: its push service is not one we can send to',
    tr: 'Bu tarayıcıda bildirimler açılamıyor: tarayıcının bildirim servisine gönderim yapamıyoruz',
  },
} as const satisfies Record<string, Record<Language, string>>;
