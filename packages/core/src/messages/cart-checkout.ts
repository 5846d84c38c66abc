import type { Language } from '../i18n/languages.ts';

/** Cart, checkout and payments (issue 5). Part of the message catalogue (catalogue.ts). */
export const CART_CHECKOUT_MESSAGES = {
  add_to_cart_product: { en: 'Please add to cart product', tr: 'Lütfen sepete ürün ekleyin' },
  cart_empty: { en: 'Your cart is empty', tr: 'Sepetiniz boş' },
  select_payment_method: {
    en: 'Please select available payment methods',
    tr: 'Lütfen geçerli bir ödeme yöntemi seçin',
  },
  cart_store_conflict: {
    en: 'Your cart has items from {store}. Discard them and start a new cart?',
    tr: 'Sepetinizde {store} mağazasından ürünler var. Bunları silip yeni bir sepet başlatılsın mı?',
  },
  only_n_left: { en: 'Only {n} left in stock', tr: 'Stokta yalnızca {n} adet kaldı' },
  cart_updated: { en: 'Cart updated', tr: 'Sepet güncellendi' },
  guest_cart_kept: {
    en: 'Your saved cart from {store} was kept; the items you added before signing in were not added',
    tr: '{store} mağazasından kayıtlı sepetiniz korundu; giriş yapmadan önce eklediğiniz ürünler eklenmedi',
  },
  // cart-bulk when the account's saved cart is another store's: nothing changes until the person chooses.
  guest_cart_conflict: {
    en: 'Your saved cart is from {store}, and the items you added before signing in are from another store. A cart holds one store: choose which cart to keep',
    tr: 'Kayıtlı sepetiniz {store} mağazasından, giriş yapmadan önce eklediğiniz ürünler ise başka bir mağazadan. Bir sepette tek mağaza olabilir: hangi sepeti tutacağınızı seçin',
  },
  minimum_order_not_met: {
    en: 'This store takes orders from {amount}',
    tr: 'Bu mağaza {amount} ve üzeri siparişleri kabul ediyor',
  },
  payment_failed: {
    en: 'Your payment did not go through; nothing was charged',
    tr: 'Ödemeniz gerçekleşmedi; hiçbir ücret alınmadı',
  },
  payment_not_found: { en: 'Payment not found', tr: 'Ödeme bulunamadı' },
  payment_signature_invalid: { en: 'Invalid payment signature', tr: 'Geçersiz ödeme imzası' },
  idempotency_key_reused: {
    en: 'This request key was already used for a different request',
    tr: 'Bu istek anahtarı farklı bir istek için zaten kullanıldı',
  },
  payment_method_cod: { en: 'Cash on delivery', tr: 'Kapıda ödeme' },
  payment_method_bank_transfer: { en: 'Bank transfer', tr: 'Havale / EFT' },
  payment_method_card: { en: 'Card', tr: 'Kart' },
  // The joining fee (issue 15, ADR 0043)
  joining_fee_not_required: { en: 'No joining fee is due', tr: 'Ödenmesi gereken bir katılım ücreti yok' },
  joining_fee_store_not_submitted: {
    en: 'Send your store for approval before paying the joining fee',
    tr: 'Katılım ücretini ödemeden önce mağazanızı onaya gönderin',
  },
  joining_fee_unavailable: {
    en: 'Online payment is not available right now; please try again later',
    tr: 'Çevrimiçi ödeme şu anda kullanılamıyor; lütfen daha sonra tekrar deneyin',
  },
  joining_fee_unpaid: {
    en: 'This store is awaiting its joining fee and cannot be approved until it is paid',
    tr: 'Bu mağazanın katılım ücreti bekleniyor; ödenmeden onaylanamaz',
  },
  joining_fee_paid: { en: 'Your joining fee is paid', tr: 'Katılım ücretiniz ödendi' },
} as const satisfies Record<string, Record<Language, string>>;
