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
  // Accounts (issue 14, staff-people)
  user_not_found: { en: 'No such account', tr: 'Böyle bir hesap yok' },
  user_deleted_by_staff: { en: 'The account is deleted', tr: 'Hesap silindi' },
  user_restored: { en: 'The account is restored', tr: 'Hesap geri yüklendi' },
  user_already_deleted: { en: 'This account is already deleted', tr: 'Bu hesap zaten silinmiş' },
  user_not_deleted: { en: 'This account is not deleted', tr: 'Bu hesap silinmiş değil' },
  cannot_act_on_self: {
    en: 'You cannot change your own account here',
    tr: 'Kendi hesabınızı burada değiştiremezsiniz',
  },
  cannot_act_on_higher_role: {
    en: 'You cannot change an account with a higher staff role than yours',
    tr: 'Sizinkinden yüksek personel rolüne sahip bir hesabı değiştiremezsiniz',
  },
  staff_role_saved: { en: 'The staff role is saved', tr: 'Personel rolü kaydedildi' },
  // Sizes, units and joining fees (issue 14, staff-people)
  size_saved: { en: 'The size is saved', tr: 'Beden kaydedildi' },
  size_deleted: { en: 'The size is deleted', tr: 'Beden silindi' },
  size_in_use: {
    en: 'Products use this size; it cannot be deleted',
    tr: 'Bu bedeni ürünler kullanıyor; silinemez',
  },
  unit_saved: { en: 'The unit is saved', tr: 'Birim kaydedildi' },
  unit_deleted: { en: 'The unit is deleted', tr: 'Birim silindi' },
  unit_in_use: {
    en: 'Products use this unit; it cannot be deleted',
    tr: 'Bu birimi ürünler kullanıyor; silinemez',
  },
  unit_code_taken: { en: 'A unit with this code already exists', tr: 'Bu koda sahip bir birim zaten var' },
  joining_fees_saved: { en: 'The joining fees are saved', tr: 'Katılım ücretleri kaydedildi' },
  failed_job_not_found: {
    en: 'No such failed job (it may have been retried or discarded already)',
    tr: 'Böyle bir başarısız iş yok (zaten yeniden denenmiş veya silinmiş olabilir)',
  },
  failed_job_retried: { en: 'The job is queued to run again', tr: 'İş yeniden çalışmak üzere sıraya alındı' },
  failed_job_discarded: { en: 'The job is discarded', tr: 'İş silindi' },
} as const satisfies Record<string, Record<Language, string>>;
