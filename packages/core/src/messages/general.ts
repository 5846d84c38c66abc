import type { Language } from '../i18n/languages.ts';

/** What any answer may say (SPEC.md §8): access, errors, limits, connection, and the empty lists. Part of the message catalogue (catalogue.ts). */
export const GENERAL_MESSAGES = {
  token_expired: { en: 'Token Expire', tr: 'Oturum anahtarının süresi doldu' },
  session_expired: {
    en: 'Your session expired please login',
    tr: 'Oturumunuzun süresi doldu, lütfen giriş yapın',
  },
  please_login: { en: 'Please login first', tr: 'Lütfen önce giriş yapın' },
  forbidden: { en: 'You do not have access to this page', tr: 'Bu sayfaya erişim yetkiniz yok' },
  not_found: { en: 'Not found', tr: 'Bulunamadı' },
  internal_error: { en: 'Internal server error', tr: 'Sunucu hatası' },
  service_unavailable: {
    en: 'The service is briefly unavailable, please try again in a moment',
    tr: 'Hizmete kısa bir süre ulaşılamıyor, lütfen birazdan tekrar deneyin',
  },
  service_unavailable_title: { en: 'Back in a moment', tr: 'Birazdan geri döneceğiz' },
  no_internet: { en: 'Internet connection not available', tr: 'İnternet bağlantısı yok' },
  add_review: { en: 'Please add review', tr: 'Lütfen bir değerlendirme yazın' },
  too_many_requests: {
    en: 'Too many attempts, please try again later',
    tr: 'Çok fazla deneme yapıldı, lütfen daha sonra tekrar deneyin',
  },
  too_many_pages_title: { en: 'Too many requests', tr: 'Çok fazla istek' },
  too_many_pages_text: {
    en: 'You opened many pages in a short time. Please wait {seconds} seconds and try again.',
    tr: 'Kısa sürede çok sayıda sayfa açtınız. Lütfen {seconds} saniye bekleyip yeniden deneyin.',
  },
  try_again: { en: 'Try again', tr: 'Yeniden dene' },
  server_busy_title: { en: 'We are very busy right now', tr: 'Şu anda çok yoğunuz' },
  server_busy: {
    en: 'The server is busy right now. Please try again in {seconds} seconds.',
    tr: 'Sunucu şu anda çok yoğun. Lütfen {seconds} saniye sonra yeniden deneyin.',
  },
  no_store_found: { en: 'No store found', tr: 'Mağaza bulunamadı' },
  no_products_found: { en: 'No products found', tr: 'Ürün bulunamadı' },
  no_reviews_found: { en: 'No reviews found', tr: 'Değerlendirme bulunamadı' },
  no_records_found: { en: 'No records found', tr: 'Kayıt bulunamadı' },
  no_rides_found: { en: 'No rides found', tr: 'Yolculuk bulunamadı' },
  no_cabs_found: { en: 'No cabs found', tr: 'Taksi bulunamadı' },
  no_requests_found: { en: 'No requests found', tr: 'Talep bulunamadı' },
  no_chat_found: { en: 'No chat found', tr: 'Sohbet bulunamadı' },
} as const satisfies Record<string, Record<Language, string>>;
