import type { z } from 'zod';
import type { AdminCategory, createCategoryBody, rejectBody, updateCategoryBody } from '@bedesten/core/schemas/admin';
import type { SubCategory, VendorProduct } from '@bedesten/core/schemas/catalogue';
import type { VendorStore } from '@bedesten/core/schemas/stores';
import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { OrderDetail, OrderSummary, staffCancelBody } from '@bedesten/core/schemas/orders';
import type { adminBroadcastRequestSchema, rejectBroadcastRequestBody } from '@bedesten/core/schemas/requests';
import type { ChatMessage, ChatMessageList, chatReportSchema } from '@bedesten/core/schemas/chat';
import { apiGet, apiPost, apiSend, type ApiResult } from '~/lib/api-client.ts';

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
export type AdminRequest = z.infer<typeof adminBroadcastRequestSchema>;
export type RejectRequestBody = z.input<typeof rejectBroadcastRequestBody>;
export type ChatReport = z.infer<typeof chatReportSchema>;
export type { ChatMessage, ChatMessageList };

type Moderation = { data: { id: string; status: 'approved' | 'rejected'; message: string } };
type Saved = { data: AdminCategory; message: string };
type Cancelled = { data: OrderDetail; message: string };
type Decided = { data: AdminRequest; message: string };

/**
 * Staff calls (`/api/admin/*`): moderation of stores, products, sub-categories
 * and broadcast requests, categories, orders and reported chats.
 */
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
  /** 409 `request_not_pending` once someone else decided; 403 `request_own` for one's own request. */
  approveRequest: (id: string): Promise<ApiResult<Decided>> => apiPost('admin/broadcast-request-approve', { id }),
  rejectRequest: (body: RejectRequestBody): Promise<ApiResult<Decided>> =>
    apiPost('admin/broadcast-request-reject', body),
  /** The page of a reported conversation before the message `before`, oldest first. */
  reportedMessages: (id: string, before: string): Promise<ApiResult<ChatMessageList>> =>
    apiGet(`admin/chat-reports/${id}/messages`, { before }),
};
