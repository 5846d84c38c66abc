import { randomBytes } from 'node:crypto';
import { AppError, notFound, type FieldMessage } from '@bedesten/core/errors/app-error';
import { needsReapproval } from '@bedesten/core/catalogue/approval-rules';
import type { ProductFields } from '@bedesten/core/catalogue/product-form';
import { slugify } from '@bedesten/core/catalogue/slug';
import { checkPicturesOwned, type OwnsPictures } from '../../lib/owned-pictures.ts';
import type { ProductRow, VariantRow, VendorCatalogueRepository } from './vendor-catalogue.repository.ts';

/** Checks what the form names by id belongs to this store or the reference lists. */
async function checkReferences(repository: VendorCatalogueRepository, storeId: string, body: ProductFields) {
  const fields: Record<string, FieldMessage[]> = {};
  if (!(await repository.categoryExists(body.category_id))) fields.category_id = [{ key: 'invalid' }];
  const sub = await repository.findSubCategory(storeId, body.sub_category_id);
  if (!sub) {
    // No sub-category at all is SPEC.md §8's "Please add at least one sub category".
    const none = (await repository.countSubCategories(storeId)) === 0;
    fields.sub_category_id = [{ key: none ? 'add_sub_category' : 'invalid' }];
  } else if (sub.categoryId && sub.categoryId !== body.category_id) {
    // The form offers only the chosen category's sub-categories; a client that sends another is told why.
    fields.sub_category_id = [{ key: 'sub_category_other_category' }];
  }
  if (body.unit_id && !(await repository.unitExists(body.unit_id))) fields.unit_id = [{ key: 'invalid' }];
  if (body.vat_rate_id && !(await repository.vatRateUsable(storeId, body.vat_rate_id)))
    fields.vat_rate_id = [{ key: 'invalid' }];
  const sizeIds = body.variants.flatMap((v) => (v.size_id ? [v.size_id] : []));
  const known = await repository.existingSizeIds(sizeIds);
  body.variants.forEach((v, i) => {
    if (v.size_id && !known.has(v.size_id)) fields[`variants.${i}.size_id`] = [{ key: 'invalid' }];
  });
  if (Object.keys(fields).length) {
    const first = Object.values(fields)[0]![0]!;
    throw new AppError(400, first.key, { fields });
  }
}

/**
 * `add-vendor-product`: creates a product with its variants (pending until
 * staff approve it), or changes the store's own product named by `id`, in
 * one transaction. Re-approval follows ADR 0021: new words or pictures send
 * an approved product back to staff; prices, stock and switches do not. A
 * rejected product sent again is pending again. Its pictures are the
 * caller's own uploads, the demo's drawings, or ones the product already has.
 */
export async function saveProduct(
  repository: VendorCatalogueRepository,
  ownsPictures: OwnsPictures,
  actor: { userId: string; storeId: string },
  body: ProductFields,
): Promise<{ product: ProductRow; variants: VariantRow[]; created: boolean }> {
  const { storeId } = actor;
  await checkReferences(repository, storeId, body);
  const existing = body.id ? await repository.findProduct(storeId, body.id) : undefined;
  if (body.id && !existing) throw notFound();
  await checkPicturesOwned(ownsPictures, actor.userId, { images: body.images }, existing?.product.images ?? []);

  const content = {
    nameEn: body.name_en,
    nameTr: body.name_tr ?? null,
    descriptionEn: body.description_en,
    descriptionTr: body.description_tr ?? null,
    images: body.images,
  };
  const before = existing?.product;
  const status =
    before && before.status === 'approved' && !needsReapproval(before, content)
      ? ('approved' as const)
      : ('pending' as const);
  const limited = body.availability === 'limited';
  const existingUniqueIds = new Map(existing?.variants.map((v) => [v.id, v.uniqueId]));
  const saved = await repository
    .saveProduct(storeId, {
      id: body.id,
      slug: `${slugify(body.name_en) || 'product'}-${randomBytes(3).toString('hex')}`,
      values: {
        ...content,
        categoryId: body.category_id,
        subCategoryId: body.sub_category_id,
        availability: body.availability,
        unitId: body.unit_id ?? null,
        unitQuantity: body.unit_quantity ?? null,
        sku: body.sku ?? null,
        mpn: body.mpn ?? null,
        brand: body.brand ?? null,
        vatRateId: body.vat_rate_id ?? null,
        isActive: body.is_active,
        status,
        ...(status === 'pending' ? { rejectionReason: null } : {}),
      },
      variants: body.variants.map((v) => ({
        id: v.id,
        uniqueId:
          v.unique_id ?? (v.id && existingUniqueIds.get(v.id)) ?? `V-${randomBytes(4).toString('hex').toUpperCase()}`,
        sizeId: v.size_id ?? null,
        price: v.price,
        discount: v.discount,
        // "Always available" keeps no count (SPEC.md §3); limited stock is required by the form.
        stock: limited ? (v.stock ?? 0) : null,
        isActive: v.active_status,
      })),
    })
    .catch((error: unknown) => {
      // Two variants of one product with the same unique id: the database's unique index says no.
      if ((error as { code?: string }).code === '23505')
        throw new AppError(409, 'duplicate_variant', { fields: { variants: [{ key: 'duplicate_variant' }] } });
      throw error;
    });
  if (saved === 'not_found') throw notFound();
  return { ...saved, created: !body.id };
}
