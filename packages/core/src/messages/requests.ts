import type { Language } from '../i18n/languages.ts';

/** Broadcast requests and voice notes. Part of the message catalogue (catalogue.ts). */
export const REQUEST_MESSAGES = {
  // SPEC.md §5 "Broadcast voice note up to 1 minute", §9 "voice note max 1 minute".
  voice_note_too_long: { en: 'Voice note up to 1 minute', tr: 'Sesli not en fazla 1 dakika olabilir' },
  invalid_audio_type: { en: 'Invalid audio type', tr: 'Geçersiz ses dosyası türü' },
  request_not_found: { en: 'Request not found', tr: 'Talep bulunamadı' },
  request_location_outside: {
    en: 'Please choose a location in Cyprus',
    tr: 'Lütfen Kıbrıs içinde bir konum seçin',
  },
  request_category_inactive: {
    en: 'Please choose an available category',
    tr: 'Lütfen geçerli bir kategori seçin',
  },
  request_date_past: { en: 'The date needed cannot be in the past', tr: 'İhtiyaç tarihi geçmişte olamaz' },
  request_close_date_invalid: {
    en: 'The close date must be within the next {n} days',
    tr: 'Kapanış tarihi önümüzdeki {n} gün içinde olmalıdır',
  },
  request_too_many_photos: {
    en: 'You can add at most {n} photos',
    tr: 'En fazla {n} fotoğraf ekleyebilirsiniz',
  },
  request_photo_not_yours: {
    en: 'Please add only photos you uploaded yourself',
    tr: 'Lütfen yalnızca kendi yüklediğiniz fotoğrafları ekleyin',
  },
  request_list_too_long: {
    en: 'The shopping list can have at most {n} lines',
    tr: 'Alışveriş listesi en fazla {n} satır olabilir',
  },
  request_quantity_invalid: {
    en: 'Quantity must be between 1 and 999',
    tr: 'Miktar 1 ile 999 arasında olmalıdır',
  },
  request_budget_invalid: { en: 'Budget cannot be negative', tr: 'Bütçe negatif olamaz' },
  request_closed: { en: 'This request is closed', tr: 'Bu talep kapandı' },
  request_not_pending: { en: 'This request is not waiting for approval', tr: 'Bu talep onay beklemiyor' },
  request_own: {
    en: 'You cannot approve your own request',
    tr: 'Kendi talebinizi onaylayamazsınız',
  },
  requests_too_many: {
    en: 'You have posted too many requests, please try again later',
    tr: 'Çok fazla talep gönderdiniz, lütfen daha sonra tekrar deneyin',
  },
  request_saved: { en: 'Your request was sent for approval', tr: 'Talebiniz onaya gönderildi' },
  request_closed_done: { en: 'Your request is closed', tr: 'Talebiniz kapatıldı' },
  request_deleted_done: { en: 'Your request was deleted', tr: 'Talebiniz silindi' },
  request_approved_done: { en: 'The request is approved', tr: 'Talep onaylandı' },
  request_rejected_done: { en: 'The request is rejected', tr: 'Talep reddedildi' },
  request_reply_done: { en: 'Reply started', tr: 'Yanıt başlatıldı' },
  request_approved_notice: {
    en: 'Your request “{title}” is approved and shops can see it',
    tr: '“{title}” talebiniz onaylandı, mağazalar artık görebilir',
  },
  request_rejected_notice: {
    en: 'Your request “{title}” was not approved: {reason}',
    tr: '“{title}” talebiniz onaylanmadı: {reason}',
  },
  request_reply_notice: {
    en: '{store} replied to your request “{title}”',
    tr: '{store}, “{title}” talebinizi yanıtladı',
  },
  // To a vendor whose store matches an approved request ({place}: where the customer needs it).
  request_matched_notice: {
    en: 'A customer near {place} is looking for: “{title}”. Reply from your panel.',
    tr: '{place} yakınında bir müşteri şunu arıyor: “{title}”. Panelinizden yanıtlayın.',
  },
} as const satisfies Record<string, Record<Language, string>>;
