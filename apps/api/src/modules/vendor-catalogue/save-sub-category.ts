import { AppError, notFound } from '@bedesten/core/errors/app-error';
import type { SubCategoryFields } from '@bedesten/core/catalogue/product-form';
import { checkPicturesOwned, type OwnsPictures } from '../../lib/owned-pictures.ts';
import type { SubCategoryRow, VendorCatalogueRepository } from './vendor-catalogue.repository.ts';

/**
 * `add-sub-category`: creates a sub-category (pending until staff approve
 * it) or changes the store's own one named by `id`. A new name or banner
 * of an approved one needs approval again (ADR 0021). Banners are the
 * caller's own uploads, the demo's drawings, or ones it already shows.
 */
export async function saveSubCategory(
  repository: VendorCatalogueRepository,
  ownsPictures: OwnsPictures,
  actor: { userId: string; storeId: string },
  body: SubCategoryFields,
): Promise<{ row: SubCategoryRow; created: boolean }> {
  const { storeId } = actor;
  if (body.category_id && !(await repository.categoryExists(body.category_id)))
    throw new AppError(400, 'invalid', { fields: { category_id: [{ key: 'invalid' }] } });
  const values = {
    nameEn: body.name_en,
    nameTr: body.name_tr ?? null,
    categoryId: body.category_id ?? null,
    bannerImages: body.banner_images,
  };
  if (!body.id) {
    await checkPicturesOwned(ownsPictures, actor.userId, { banner_images: body.banner_images });
    const row = await repository.insertSubCategory(storeId, { ...values, status: 'pending' });
    return { row: { ...row, productCount: 0 }, created: true };
  }
  const existing = await repository.findSubCategory(storeId, body.id);
  if (!existing) throw notFound();
  await checkPicturesOwned(ownsPictures, actor.userId, { banner_images: body.banner_images }, existing.bannerImages);
  const contentChanged =
    existing.nameEn !== values.nameEn ||
    existing.nameTr !== values.nameTr ||
    JSON.stringify(existing.bannerImages) !== JSON.stringify(values.bannerImages);
  const status = existing.status === 'approved' && !contentChanged ? 'approved' : 'pending';
  await repository.updateSubCategory(storeId, body.id, {
    ...values,
    status,
    ...(status === 'pending' ? { rejectionReason: null } : {}),
  });
  return { row: (await repository.findSubCategory(storeId, body.id))!, created: false };
}
