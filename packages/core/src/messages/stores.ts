import type { Language } from '../i18n/languages.ts';

/** Store setup and the shop page (issue 4). Part of the message catalogue (catalogue.ts). */
export const STORE_MESSAGES = {
  store_not_delivering: { en: 'This store does not deliver here', tr: 'Bu mağaza buraya teslimat yapmıyor' },
  setup_deleted_by_admin: {
    en: 'Your store or driver profile was deleted by admin, please create a new setup',
    tr: 'Mağazanız veya sürücü profiliniz yönetici tarafından silindi, lütfen yeniden kurulum yapın',
  },
  store_incomplete: {
    en: 'Your store detail is incomplete, add the business category first',
    tr: 'Mağaza bilgileriniz eksik, önce işletme kategorisini ekleyin',
  },
  account_number_invalid: { en: '{label} must be 9 to 18 digits', tr: '{label} 9 ile 18 hane arasında olmalıdır' },
  ifsc_invalid: { en: 'Invalid IFSC code', tr: 'Geçersiz IFSC kodu' },
  iban_invalid: {
    en: 'Enter a valid IBAN, e.g. CY17 0020 0128 0000 0012 0052 7600',
    tr: 'Geçerli bir IBAN girin, örneğin CY17 0020 0128 0000 0012 0052 7600',
  },
  bic_invalid: {
    en: 'Enter a valid BIC (SWIFT code) of 8 or 11 characters, e.g. BCYPCY2N',
    tr: 'Geçerli bir BIC (SWIFT kodu) girin: 8 veya 11 karakter, örneğin BCYPCY2N',
  },
  store_draft_saved: { en: 'Your store draft is saved', tr: 'Mağaza taslağınız kaydedildi' },
  store_submitted: {
    en: 'Your store is sent for approval',
    tr: 'Mağazanız onaya gönderildi',
  },
  store_updated: { en: 'Your store is updated', tr: 'Mağazanız güncellendi' },
  status_updated: { en: 'Status updated', tr: 'Durum güncellendi' },
  store_delivers: { en: 'This store delivers here', tr: 'Bu mağaza buraya teslimat yapıyor' },
  awaiting_approval: { en: 'Waiting for approval', tr: 'Onay bekliyor' },
} as const satisfies Record<string, Record<Language, string>>;
