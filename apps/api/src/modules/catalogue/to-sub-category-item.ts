import { z } from 'zod';
import type { Language } from '@bedesten/core/i18n/languages';
import { localName } from '../listing/local-name.ts';

export const subCategoryItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category_id: z.uuid().nullable(),
  store_id: z.uuid(),
  banner_images: z.array(z.string()),
  product_count: z.number().int(),
});

export interface SubCategoryRow {
  id: string;
  name_en: string;
  name_tr: string | null;
  category_id: string | null;
  store_id: string;
  banner_images: string[];
  product_count: number;
}

/** A store's sub-category as the shopping lists show it, named in the caller's language. */
export function toSubCategoryItem(row: SubCategoryRow, lang: Language): z.infer<typeof subCategoryItemSchema> {
  return {
    id: row.id,
    name: localName(row.name_en, row.name_tr, lang),
    category_id: row.category_id,
    store_id: row.store_id,
    banner_images: row.banner_images,
    product_count: row.product_count,
  };
}
