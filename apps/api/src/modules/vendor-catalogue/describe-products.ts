import type { Language } from '@bedesten/core/i18n/languages';
import type { VendorProduct } from '@bedesten/core/schemas/catalogue';
import { toVendorProduct } from './to-vendor-views.ts';
import type { ProductRow, VendorCatalogueRepository } from './vendor-catalogue.repository.ts';

/** Products as their vendor sees them, each with its variants, for a list another module read. */
export type DescribeProducts = (products: ProductRow[], lang: Language) => Promise<VendorProduct[]>;

/** What staff review in the moderation queue: each product with its variants (one query for the page). */
export async function describeProducts(
  repository: VendorCatalogueRepository,
  products: ProductRow[],
  lang: Language,
): Promise<VendorProduct[]> {
  const variants = await repository.variantsOf(products.map((product) => product.id));
  return products.map((product) => toVendorProduct(product, variants, lang));
}
