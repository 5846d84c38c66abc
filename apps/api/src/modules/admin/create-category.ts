import { AppError } from '@bedesten/core/errors/app-error';
import { slugify } from '@bedesten/core/catalogue/slug';
import type { CreateCategoryBody } from '@bedesten/core/schemas/admin';
import type { AdminRepository, CategoryRow } from './admin.repository.ts';

/** 409 under the slug field, so the staff form shows it where it was typed. */
export const slugTaken = () =>
  new AppError(409, 'category_slug_taken', { fields: { slug: [{ key: 'category_slug_taken' }] } });

/**
 * Adds a business category. Its names join the search dictionary through
 * the table's trigger (migration 0006), so stores in it are found by them.
 */
export async function createCategory(repository: AdminRepository, body: CreateCategoryBody): Promise<CategoryRow> {
  const slug = body.slug ?? slugify(body.name_en);
  if (!slug || (await repository.categorySlugTaken(slug))) throw slugTaken();
  const id = await repository.createCategory({
    slug,
    nameEn: body.name_en,
    nameTr: body.name_tr,
    type: body.type,
    imageUrl: body.image_url ?? null,
    sortOrder: body.sort_order,
    isActive: body.is_active,
  });
  if (!id) throw slugTaken();
  return (await repository.findCategory(id))!;
}
