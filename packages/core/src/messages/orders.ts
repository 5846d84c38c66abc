import type { Language } from '../i18n/languages.ts';

/** Orders, their states and notices, and notifications (issue 5). Part of the message catalogue (catalogue.ts). */
export const ORDER_MESSAGES = {
  cannot_cancel_order: {
    en: 'unable to cancel order because already {status}',
    tr: 'Sipariş zaten {status} olduğu için iptal edilemiyor',
  },
  order_placed: { en: 'Your order is placed', tr: 'Siparişiniz alındı' },
  order_status_placed: { en: 'Placed', tr: 'Alındı' },
  order_status_accepted: { en: 'Accepted', tr: 'Onaylandı' },
  order_status_packed: { en: 'Packed', tr: 'Paketlendi' },
  order_status_dispatched: { en: 'Dispatched', tr: 'Yola çıktı' },
  order_status_delivered: { en: 'Delivered', tr: 'Teslim edildi' },
  order_status_cancelled: { en: 'Cancelled', tr: 'İptal edildi' },
  order_status_changed: {
    en: 'Your order {number} is now {status}',
    tr: '{number} numaralı siparişinizin durumu: {status}',
  },
  new_order_received: {
    en: 'New order {number} for {amount}',
    tr: '{amount} tutarında yeni sipariş: {number}',
  },
  order_not_found: { en: 'Order not found', tr: 'Sipariş bulunamadı' },
  order_status_not_allowed: {
    en: 'This order cannot move from {from} to {to}',
    tr: 'Bu sipariş {from} durumundan {to} durumuna geçemez',
  },
  order_cancelled: { en: 'Your order is cancelled', tr: 'Siparişiniz iptal edildi' },
  vendor_cancel_reason_required: {
    en: 'Please tell the customer why you are cancelling',
    tr: 'Lütfen müşteriye neden iptal ettiğinizi yazın',
  },
  order_cancelled_by_staff_done: {
    en: 'Order #{number} is cancelled; its stock and coupon use are given back',
    tr: '#{number} numaralı sipariş iptal edildi; stoğu ve kupon kullanımı geri verildi',
  },
  order_already_paid: { en: 'This order is already paid', tr: 'Bu siparişin ödemesi zaten alındı' },
  // Issue 43: another card for an order kept after a declined one.
  order_not_awaiting_payment: {
    en: 'This order is no longer waiting for a card payment',
    tr: 'Bu sipariş artık kartla ödeme beklemiyor',
  },
  order_payment_not_manual: {
    en: 'Only a cash or bank transfer payment of an open order can be marked as paid',
    tr: 'Yalnızca açık bir siparişin nakit veya havale ödemesi alındı olarak işaretlenebilir',
  },
  order_marked_paid: { en: 'Payment recorded', tr: 'Ödeme kaydedildi' },
  order_paid_notice: {
    en: 'We received the payment for your order {number}',
    tr: '{number} numaralı siparişinizin ödemesi alındı',
  },
  order_cancelled_by_customer: {
    en: 'The customer cancelled order {number}',
    tr: 'Müşteri {number} numaralı siparişi iptal etti',
  },
  order_placed_notice: {
    en: 'Your order {number} is placed with {store}',
    tr: '{number} numaralı siparişiniz {store} mağazasına iletildi',
  },
  order_bank_transfer_email: {
    en: 'To pay by bank transfer, send {amount} to:\nAccount holder: {holder}\nIBAN: {iban}\nBIC: {bic}\nPayment reference: {reference}\nPlease write the reference on your transfer, so the payment is matched to your order.',
    tr: 'Banka havalesiyle ödemek için {amount} tutarını şu hesaba gönderin:\nHesap sahibi: {holder}\nIBAN: {iban}\nBIC: {bic}\nÖdeme referansı: {reference}\nÖdemenin siparişinizle eşleşmesi için referansı havale açıklamasına yazın.',
  },
  order_bank_transfer_email_no_bic: {
    en: 'To pay by bank transfer, send {amount} to:\nAccount holder: {holder}\nIBAN: {iban}\nPayment reference: {reference}\nPlease write the reference on your transfer, so the payment is matched to your order.',
    tr: 'Banka havalesiyle ödemek için {amount} tutarını şu hesaba gönderin:\nHesap sahibi: {holder}\nIBAN: {iban}\nÖdeme referansı: {reference}\nÖdemenin siparişinizle eşleşmesi için referansı havale açıklamasına yazın.',
  },
  order_bank_transfer_email_platform: {
    en: 'Bedesten collects this payment for {store} and passes it on to the store.',
    tr: 'Bu ödemeyi {store} adına Bedesten tahsil eder ve mağazaya aktarır.',
  },
  order_email_footer: {
    en: 'See your order: {link}',
    tr: 'Siparişinizi görüntüleyin: {link}',
  },
  notifications_marked_read: { en: 'Marked as read', tr: 'Okundu olarak işaretlendi' },
} as const satisfies Record<string, Record<Language, string>>;
