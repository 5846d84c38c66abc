import type { Language } from '@bedesten/core/i18n/languages';
import type { SubCategory, VendorProduct } from '@bedesten/core/schemas/catalogue';
import { toVariant } from '../catalogue/to-variant.ts';
import type { ProductRow, SubCategoryRow, VariantRow } from './vendor-catalogue.repository.ts';

export function toSubCategory(row: SubCategoryRow, lang: Language): SubCategory {
  return {
    id: row.id,
    name: lang === 'tr' && row.nameTr ? row.nameTr : row.nameEn,
    name_en: row.nameEn,
    name_tr: row.nameTr,
    category_id: row.categoryId,
    banner_images: row.bannerImages,
    active_status: row.isActive,
    status: row.status,
    rejection_reason: row.rejectionReason,
    product_count: row.productCount,
    created_at: row.createdAt.toISOString(),
  };
}

export function toVendorProduct(product: ProductRow, variants: VariantRow[], lang: Language): VendorProduct {
  const own = variants.filter((v) => v.productId === product.id);
  const limited = own.filter((v) => v.stock !== null);
  return {
    id: product.id,
    slug: product.slug,
    name_en: product.nameEn,
    name_tr: product.nameTr,
    description_en: product.descriptionEn,
    description_tr: product.descriptionTr,
    category_id: product.categoryId,
    sub_category_id: product.subCategoryId,
    availability: product.availability,
    unit_id: product.unitId,
    unit_quantity: product.unitQuantity,
    sku: product.sku,
    mpn: product.mpn,
    brand: product.brand,
    vat_rate_id: product.vatRateId,
    images: product.images,
    status: product.status,
    rejection_reason: product.rejectionReason,
    is_active: product.isActive,
    min_price: product.minPrice,
    max_price: product.maxPrice,
    total_stock: limited.length ? limited.reduce((sum, v) => sum + (v.stock ?? 0), 0) : null,
    variants: own.map((v) =>
      toVariant(
        {
          id: v.id,
          unique_id: v.uniqueId,
          size_id: v.sizeId,
          size_name_en: v.sizeNameEn,
          size_name_tr: v.sizeNameTr,
          price: v.price,
          discount: v.discount,
          stock: v.stock,
          is_active: v.isActive,
        },
        lang,
      ),
    ),
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
}
