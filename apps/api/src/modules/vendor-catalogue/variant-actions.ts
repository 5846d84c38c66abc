import { conflict, notFound } from '@bedesten/core/errors/app-error';
import type { VendorCatalogueRepository } from './vendor-catalogue.repository.ts';

/** `delete-vendor-product-variation`: a product keeps at least one variant (SPEC.md §5). */
export async function deleteVariant(repository: VendorCatalogueRepository, storeId: string, variantId: string) {
  const found = await repository.findVariant(storeId, variantId);
  if (!found) throw notFound();
  if ((await repository.countVariants(found.product.id)) <= 1) throw conflict('last_variant');
  await repository.deleteVariant(found.product.id, variantId);
  return { productId: found.product.id };
}

/** `activate-deactivate-product-variant`: sets, or without `active_status` toggles, a variant's switch. */
export async function toggleVariant(
  repository: VendorCatalogueRepository,
  storeId: string,
  variantId: string,
  active: boolean | undefined,
) {
  const found = await repository.findVariant(storeId, variantId);
  if (!found) throw notFound();
  const isActive = active ?? !found.variant.isActive;
  await repository.updateVariant(found.product.id, variantId, { isActive });
  return { productId: found.product.id, active_status: isActive };
}

/**
 * `product-stock-update`: one variant's stock (never below 0: the form, the
 * schema and a database check all refuse it). A count makes the variant
 * limited; null makes it always available again.
 */
export async function updateStock(
  repository: VendorCatalogueRepository,
  storeId: string,
  input: { product_id: string; variation_id: string; stock: number | null },
) {
  const found = await repository.findVariant(storeId, input.variation_id);
  if (!found || found.product.id !== input.product_id) throw notFound();
  await repository.updateVariant(found.product.id, input.variation_id, { stock: input.stock });
  return { productId: found.product.id };
}
