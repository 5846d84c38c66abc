import { z } from 'zod';
import { categorySchema } from '@bedesten/core/schemas/catalogue';
import { notFound } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import type { CatalogueRepository } from './catalogue.repository.ts';
import { toCategory } from './to-category.ts';
import { subCategoryItemSchema, toSubCategoryItem } from './to-sub-category-item.ts';

export const categoryDetailsSchema = categorySchema.extend({ sub_categories: z.array(subCategoryItemSchema) });

/**
 * `get-category-details`: a business category and the approved
 * sub-categories visible stores sell under it. An inactive or unknown
 * category is 404.
 */
export async function getCategoryDetails(
  repository: CatalogueRepository,
  idOrSlug: string,
  lang: Language,
): Promise<z.infer<typeof categoryDetailsSchema>> {
  const category = await repository.findCategory(idOrSlug);
  if (!category) throw notFound();
  const subCategories = await repository.listSubCategories({ category: category.id });
  return { ...toCategory(category, lang), sub_categories: subCategories.map((row) => toSubCategoryItem(row, lang)) };
}
