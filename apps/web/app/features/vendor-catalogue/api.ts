import type { SubCategoryFields } from '@bedesten/core/catalogue/product-form';
import type { SubCategory, VendorProduct } from '@bedesten/core/schemas/catalogue';
import { apiPost, type ApiResult } from '~/lib/api-client.ts';

type Done = { data: { id: string; message: string } };
type ProductAnswer = { data: VendorProduct; message?: string };
type SubCategoryAnswer = { data: SubCategory; message?: string };

/**
 * The vendor catalogue's writes (SPEC.md §7 catalogue calls). Reads happen
 * in the route loaders, so every change here is followed by a revalidation
 * that reloads the page's lists from the API.
 */
export const vendorCatalogueApi = {
  saveProduct: (body: unknown): Promise<ApiResult<ProductAnswer>> =>
    apiPost('add-vendor-product', body as Record<string, unknown>),
  deleteProduct: (id: string): Promise<ApiResult<Done>> => apiPost('delete-vendor-product', { id }),
  deleteVariant: (id: string): Promise<ApiResult<Done>> => apiPost('delete-vendor-product-variation', { id }),
  setVariantActive: (id: string, active: boolean): Promise<ApiResult<ProductAnswer>> =>
    apiPost('activate-deactivate-product-variant', { id, active_status: active }),
  updateStock: (productId: string, variationId: string, stock: number): Promise<ApiResult<ProductAnswer>> =>
    apiPost('product-stock-update', { product_id: productId, variation_id: variationId, stock }),
  updateAllStock: (
    stock: number,
    includeAlways: boolean,
  ): Promise<ApiResult<{ data: { updated: number; message: string } }>> =>
    apiPost('update-all-products-stock', { stock, include_always: includeAlways }),
  saveSubCategory: (body: SubCategoryFields): Promise<ApiResult<SubCategoryAnswer>> =>
    apiPost('add-sub-category', { ...body }),
  setSubCategoryActive: (id: string, active: boolean): Promise<ApiResult<SubCategoryAnswer>> =>
    apiPost('activate-deactivate-sub-category', { id, active_status: active }),
};
