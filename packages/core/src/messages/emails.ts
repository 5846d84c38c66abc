import type { Language } from '../i18n/languages.ts';

/**
 * The words of the e-mails the API sends (an order's, and the frame around
 * every notice). Part of the message catalogue (catalogue.ts), and all of
 * them server-only: no page ever shows them.
 */
export const EMAIL_MESSAGES = {
  email_greeting: { en: 'Hello {name},', tr: 'Merhaba {name},' },
  email_order_number: { en: 'Order {number}', tr: '{number} numaralı sipariş' },
  email_status: { en: 'Status: {status}', tr: 'Durum: {status}' },
  email_cancel_reason: { en: 'Reason: {reason}', tr: 'Neden: {reason}' },
  email_items_title: { en: 'Items ordered', tr: 'Sipariş edilen ürünler' },
  email_col_item: { en: 'Item', tr: 'Ürün' },
  email_col_quantity: { en: 'Qty', tr: 'Adet' },
  email_col_price: { en: 'Price', tr: 'Tutar' },
  email_subtotal: { en: 'Subtotal', tr: 'Ara toplam' },
  email_coupon: { en: 'Coupon {code}', tr: '{code} kuponu' },
  email_delivery_charge: { en: 'Delivery', tr: 'Teslimat' },
  email_free: { en: 'Free', tr: 'Ücretsiz' },
  email_platform_fee: { en: 'Platform fee', tr: 'Platform ücreti' },
  email_total: { en: 'Total', tr: 'Toplam' },
  email_delivery_to: { en: 'Delivery to', tr: 'Teslimat adresi' },
  email_pickup_at: { en: 'Pick up at', tr: 'Teslim alma yeri' },
  email_phone: { en: 'Phone: {phone}', tr: 'Telefon: {phone}' },
  email_customer: { en: 'Customer: {name}', tr: 'Müşteri: {name}' },
  email_notes: { en: 'Note from the customer: {notes}', tr: 'Müşterinin notu: {notes}' },
  email_payment: { en: 'Payment: {method}', tr: 'Ödeme: {method}' },
  email_payment_cod: { en: 'Cash on delivery', tr: 'Kapıda ödeme' },
  email_payment_bank_transfer: { en: 'Bank transfer', tr: 'Banka havalesi' },
  email_payment_card: { en: 'Card', tr: 'Kart' },
  email_bank_title: { en: 'Pay by bank transfer', tr: 'Banka havalesiyle ödeme' },
  email_bank_intro: {
    en: 'Send {amount} to the account below and write the payment reference on your transfer, so the payment is matched to your order.',
    tr: '{amount} tutarını aşağıdaki hesaba gönderin; ödemenin siparişinizle eşleşmesi için ödeme referansını havale açıklamasına yazın.',
  },
  email_bank_holder: { en: 'Account holder', tr: 'Hesap sahibi' },
  email_bank_reference: { en: 'Payment reference', tr: 'Ödeme referansı' },
  email_bank_amount: { en: 'Amount', tr: 'Tutar' },
  email_next_title: { en: 'What happens next', tr: 'Sonraki adımlar' },
  email_next_placed: {
    en: '{store} will confirm your order soon. We will e-mail you as it moves on.',
    tr: '{store} siparişinizi kısa süre içinde onaylayacak. Siparişiniz ilerledikçe size e-posta göndereceğiz.',
  },
  email_next_placed_bank: {
    en: '{store} prepares your order once your transfer arrives. We will e-mail you as it moves on.',
    tr: '{store}, havaleniz ulaşınca siparişinizi hazırlamaya başlar. Siparişiniz ilerledikçe size e-posta göndereceğiz.',
  },
  email_next_accepted: {
    en: '{store} accepted your order and is preparing it.',
    tr: '{store} siparişinizi onayladı ve hazırlıyor.',
  },
  email_next_packed_delivery: {
    en: 'Your order is packed and will leave the shop soon.',
    tr: 'Siparişiniz paketlendi, yakında yola çıkacak.',
  },
  email_next_packed_pickup: {
    en: 'Your order is packed and ready to collect at the shop.',
    tr: 'Siparişiniz paketlendi ve mağazadan teslim alınmaya hazır.',
  },
  email_next_dispatched: { en: 'Your order is on its way to you.', tr: 'Siparişiniz size doğru yolda.' },
  email_next_delivered: {
    en: 'Your order is delivered. You can review the shop on the order page.',
    tr: 'Siparişiniz teslim edildi. Mağazayı sipariş sayfasından değerlendirebilirsiniz.',
  },
  email_next_cancelled: {
    en: 'Your order is cancelled. If you already paid for it, contact the shop or our help page about the refund.',
    tr: 'Siparişiniz iptal edildi. Ödemesini yaptıysanız geri ödeme için mağazayla veya yardım sayfamızla iletişime geçin.',
  },
  email_next_paid: {
    en: 'Your payment is in. {store} will prepare your order.',
    tr: 'Ödemeniz alındı. {store} siparişinizi hazırlayacak.',
  },
  email_next_vendor_new: {
    en: 'Accept the order in your vendor panel, then mark it packed and dispatched as you go: the customer is told at each step.',
    tr: 'Siparişi satıcı panelinizden onaylayın, ardından paketlendi ve yola çıktı olarak işaretleyin: müşteriye her adımda haber verilir.',
  },
  email_next_vendor_cancelled: {
    en: 'The customer cancelled this order: do not prepare or send it. Any stock it took is back in your catalogue.',
    tr: 'Müşteri bu siparişi iptal etti: hazırlamayın ve göndermeyin. Siparişin ayırdığı stok kataloğunuza geri döndü.',
  },
  email_view_order: { en: 'View your order', tr: 'Siparişinizi görüntüleyin' },
  email_open_in_panel: { en: 'Open the order in your panel', tr: 'Siparişi panelinizde açın' },
  email_open: { en: 'Open on Bedesten', tr: "Bedesten'de açın" },
  email_link_fallback: {
    en: 'If the button does not work, open this link: {link}',
    tr: 'Düğme çalışmazsa bu bağlantıyı açın: {link}',
  },
  email_settings: { en: 'Choose which messages you receive', tr: 'Hangi mesajları alacağınızı seçin' },
  email_tagline: { en: 'Bedesten, the marketplace of Cyprus', tr: "Bedesten, Kıbrıs'ın pazar yeri" },
} as const satisfies Record<string, Record<Language, string>>;
