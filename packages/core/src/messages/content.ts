import type { Language } from '../i18n/languages.ts';

/** Staff-edited content: pages, FAQ, banners, blog, support details (issue 14). Part of the message catalogue (catalogue.ts). */
export const CONTENT_MESSAGES = {
  content_page_not_found: { en: 'Page not found', tr: 'Sayfa bulunamadı' },
  faq_entry_not_found: { en: 'Question not found', tr: 'Soru bulunamadı' },
  banner_not_found: { en: 'Banner not found', tr: 'Afiş bulunamadı' },
  blog_post_not_found: { en: 'Blog post not found', tr: 'Blog yazısı bulunamadı' },
  need_help_not_set: {
    en: 'Support details have not been set yet',
    tr: 'Destek bilgileri henüz girilmedi',
  },
  content_link_same_site: {
    en: '{label} must be a path on this site, starting with /',
    tr: '{label} bu sitede / ile başlayan bir yol olmalıdır',
  },
  content_slug_invalid: {
    en: '{label} may contain only lower-case letters, digits and single hyphens',
    tr: '{label} yalnızca küçük harf, rakam ve tek kısa çizgi içerebilir',
  },
  blog_slug_taken: {
    en: 'Another blog post already uses this address',
    tr: 'Bu adresi başka bir blog yazısı kullanıyor',
  },
  faq_reorder_mismatch: {
    en: 'The new order must list every question exactly once',
    tr: 'Yeni sıralama her soruyu tam bir kez içermelidir',
  },
} as const satisfies Record<string, Record<Language, string>>;
