import type { z } from 'zod';
import type { productFields, subCategoryFields } from '@bedesten/core/catalogue/product-form';
import type { allStockUpdateBody, stockUpdateBody, SubCategory, VendorProduct } from '@bedesten/core/schemas/catalogue';
import { apiPost, type ApiResult } from '~/lib/api-client.ts';

type Done = { data: { id: string; message: string } };
type ProductAnswer = { data: VendorProduct; message?: string };
type SubCategoryAnswer = { data: SubCategory; message?: string };

const stockUpdate = (body: z.input<typeof stockUpdateBody>): Promise<ApiResult<ProductAnswer>> =>
  apiPost('product-stock-update', body);
const allStockUpdate = (
  body: z.input<typeof allStockUpdateBody>,
): Promise<ApiResult<{ data: { updated: number; message: string } }>> => apiPost('update-all-products-stock', body);

/**
 * The vendor catalogue's writes (SPEC.md §7 catalogue calls). Reads happen
 * in the route loaders, so every change here is followed by a revalidation
 * that reloads the page's lists from the API.
 */
export const vendorCatalogueApi = {
  saveProduct: (body: z.input<typeof productFields>): Promise<ApiResult<ProductAnswer>> =>
    apiPost('add-vendor-product', body),
  deleteProduct: (id: string): Promise<ApiResult<Done>> => apiPost('delete-vendor-product', { id }),
  deleteVariant: (id: string): Promise<ApiResult<Done>> => apiPost('delete-vendor-product-variation', { id }),
  setVariantActive: (id: string, active: boolean): Promise<ApiResult<ProductAnswer>> =>
    apiPost('activate-deactivate-product-variant', { id, active_status: active }),
  updateStock: (productId: string, variationId: string, stock: number): Promise<ApiResult<ProductAnswer>> =>
    stockUpdate({ product_id: productId, variation_id: variationId, stock }),
  updateAllStock: (stock: number, includeAlways: boolean) => allStockUpdate({ stock, include_always: includeAlways }),
  saveSubCategory: (body: z.input<typeof subCategoryFields>): Promise<ApiResult<SubCategoryAnswer>> =>
    apiPost('add-sub-category', body),
  setSubCategoryActive: (id: string, active: boolean): Promise<ApiResult<SubCategoryAnswer>> =>
    apiPost('activate-deactivate-sub-category', { id, active_status: active }),
};
