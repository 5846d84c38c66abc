import type { z } from 'zod';
import type { AdminCategory, createCategoryBody, rejectBody, updateCategoryBody } from '@bedesten/core/schemas/admin';
import type { SubCategory, VendorProduct } from '@bedesten/core/schemas/catalogue';
import type { VendorStore } from '@bedesten/core/schemas/stores';
import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { OrderDetail, OrderSummary, staffCancelBody } from '@bedesten/core/schemas/orders';
import { apiPost, apiSend, type ApiResult } from '~/lib/api-client.ts';

export type AdminStore = VendorStore & {
  owner: { name: string | null; email: string | null; mobile: string | null };
};
export type AdminProduct = VendorProduct & { store_title: string };
export type AdminSubCategory = SubCategory & { store_title: string };
export type ModerationStatus = 'pending' | 'approved' | 'rejected';
export type Moderated = 'stores' | 'products' | 'sub-categories';
export type { AdminCategory };
export type AdminOrder = OrderSummary;
export type AdminOrderDetail = OrderDetail;
export type StaffCancelBody = z.input<typeof staffCancelBody>;
export type Paged<T> = PagedList<T>;

type Moderation = { data: { id: string; status: 'approved' | 'rejected'; message: string } };
type Saved = { data: AdminCategory; message: string };
type Cancelled = { data: OrderDetail; message: string };

/** Staff calls (`/api/admin/*`): moderation of stores, products and sub-categories, categories and orders. */
export const adminApi = {
  approve: (kind: Moderated, id: string): Promise<ApiResult<Moderation>> => apiPost(`admin/${kind}/${id}/approve`),
  reject: (kind: Moderated, id: string, body: z.input<typeof rejectBody>): Promise<ApiResult<Moderation>> =>
    apiPost(`admin/${kind}/${id}/reject`, body),
  deleteStore: (id: string): Promise<ApiResult<{ data: { id: string; message: string } }>> =>
    apiSend('DELETE', `admin/stores/${id}`),
  createCategory: (body: z.input<typeof createCategoryBody>): Promise<ApiResult<Saved>> =>
    apiPost('admin/categories', body),
  updateCategory: (id: string, body: z.input<typeof updateCategoryBody>): Promise<ApiResult<Saved>> =>
    apiSend('PATCH', `admin/categories/${id}`, body),
  /** 409 `cannot_cancel_order` once delivered or cancelled; 400 `errors.reason` without a reason. */
  cancelOrder: (body: StaffCancelBody): Promise<ApiResult<Cancelled>> => apiPost('admin/order-cancel', body),
};
