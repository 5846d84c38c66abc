import type { Language } from '@bedesten/core/i18n/languages';
import type { categories } from '../../db/schema/catalogue.ts';

/** A business category in the caller's language, with both names for forms. */
export function toCategory(row: typeof categories.$inferSelect, lang: Language) {
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    name: lang === 'tr' ? row.nameTr : row.nameEn,
    name_en: row.nameEn,
    name_tr: row.nameTr,
    image_url: row.imageUrl,
  };
}
