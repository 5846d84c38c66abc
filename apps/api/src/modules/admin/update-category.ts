import { notFound } from '@bedesten/core/errors/app-error';
import type { UpdateCategoryBody } from '@bedesten/core/schemas/admin';
import type { AdminRepository, CategoryRow, CategoryValues } from './admin.repository.ts';
import { slugTaken } from './create-category.ts';

function toValues(body: UpdateCategoryBody): CategoryValues {
  const values: CategoryValues = {};
  if (body.name_en !== undefined) values.nameEn = body.name_en;
  if (body.name_tr !== undefined) values.nameTr = body.name_tr;
  if (body.slug !== undefined) values.slug = body.slug;
  if (body.type !== undefined) values.type = body.type;
  if (body.image_url !== undefined) values.imageUrl = body.image_url;
  if (body.sort_order !== undefined) values.sortOrder = body.sort_order;
  if (body.is_active !== undefined) values.isActive = body.is_active;
  return values;
}

/**
 * Changes a category. Switching it off hides it from the public lists and
 * filters only: stores and products in it stay as they are, and shop pages
 * keep their links, so nothing a customer bookmarked breaks.
 */
export async function updateCategory(
  repository: AdminRepository,
  id: string,
  body: UpdateCategoryBody,
): Promise<CategoryRow> {
  if (body.slug !== undefined && (await repository.categorySlugTaken(body.slug, id))) throw slugTaken();
  const updated = await repository.updateCategory(id, toValues(body));
  if (updated === null) throw slugTaken();
  if (!updated) throw notFound();
  return (await repository.findCategory(id))!;
}
