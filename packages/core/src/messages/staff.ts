import type { Language } from '../i18n/languages.ts';

/** The staff panel: moderation and business categories (issue 4). Part of the message catalogue (catalogue.ts). */
export const STAFF_MESSAGES = {
  not_pending: { en: 'This is not waiting for approval', tr: 'Bu kayıt onay beklemiyor' },
  approved_done: { en: 'Approved', tr: 'Onaylandı' },
  rejected_done: { en: 'Rejected', tr: 'Reddedildi' },
  store_deleted_done: { en: 'The store is deleted', tr: 'Mağaza silindi' },
  category_slug_taken: {
    en: 'A category with this slug already exists',
    tr: 'Bu URL adıyla bir kategori zaten var',
  },
  category_in_use: {
    en: 'Stores or products use this category; deactivate it instead',
    tr: 'Bu kategoriyi mağazalar veya ürünler kullanıyor; bunun yerine pasif yapın',
  },
  category_saved: { en: 'Category saved', tr: 'Kategori kaydedildi' },
  category_deleted: { en: 'Category deleted', tr: 'Kategori silindi' },
} as const satisfies Record<string, Record<Language, string>>;
