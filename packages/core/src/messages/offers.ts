import type { Language } from '../i18n/languages.ts';

/** Coupons, delivery charges and VAT rates. Part of the message catalogue (catalogue.ts). */
export const OFFER_MESSAGES = {
  charges_incomplete: {
    en: 'Please check all charges are filled properly',
    tr: 'Lütfen tüm ücretlerin doğru doldurulduğunu kontrol edin',
  },
  coupon_min_amount: {
    en: 'You cannot apply this coupon, your amount is not matched with minimum amount',
    tr: 'Bu kuponu uygulayamazsınız, tutarınız en düşük sipariş tutarını karşılamıyor',
  },
  coupon_already_applied: {
    en: 'This coupon already applied use another coupon',
    tr: 'Bu kupon zaten uygulandı, başka bir kupon kullanın',
  },
  coupon_not_found: { en: 'Coupon not found', tr: 'Kupon bulunamadı' },
  coupon_online_only: {
    en: 'This coupon is for online card payments only',
    tr: 'Bu kupon yalnızca çevrimiçi kartla ödemede geçerlidir',
  },
  coupon_used_up: { en: 'This coupon has been used up', tr: 'Bu kuponun kullanım hakkı doldu' },
  coupon_applied: { en: 'Coupon applied', tr: 'Kupon uygulandı' },
  voucher_code_invalid: {
    en: 'Voucher code must be letters and digits only',
    tr: 'Kupon kodu yalnızca harf ve rakamlardan oluşmalıdır',
  },
  voucher_code_taken: { en: 'This voucher code is already in use', tr: 'Bu kupon kodu zaten kullanılıyor' },
  discount_percent_range: {
    en: '{label} must be between 1% and 100%',
    tr: '{label} %1 ile %100 arasında olmalıdır',
  },
  offer_dates_order: {
    en: 'End date must be after the start date',
    tr: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır',
  },
  offer_end_in_past: {
    en: 'This end date has already passed: choose a date in the future',
    tr: 'Bu bitiş tarihi geçmişte kaldı: ileri bir tarih seçin',
  },
  offer_flat_above_minimum: {
    en: 'A fixed discount must be less than the minimum order amount',
    tr: 'Sabit tutarlı indirim, en düşük sipariş tutarından az olmalıdır',
  },
  vat_rate_in_use: {
    en: 'Products use this VAT rate; choose another rate on them first',
    tr: 'Bu KDV oranını kullanan ürünler var; önce bu ürünlerde başka bir oran seçin',
  },
  min_price_above_max: {
    en: 'Minimum price must not be more than the maximum price',
    tr: 'En düşük fiyat en yüksek fiyattan fazla olamaz',
  },
  band_beyond_radius: {
    en: 'Your store delivers up to {n} km, so a band cannot reach farther',
    tr: 'Mağazanız en fazla {n} km uzağa teslimat yapıyor; bir aralık daha uzağa ulaşamaz',
  },
  max_hours_two_digits: {
    en: 'Maximum delivery time must be at most 2 digits',
    tr: 'En uzun teslimat süresi en fazla 2 haneli olmalıdır',
  },
} as const satisfies Record<string, Record<Language, string>>;
