import type { JoiningFeeState } from '@bedesten/core/schemas/joining-fee';
import type { z } from 'zod';
import type { AdminCategory, createCategoryBody, rejectBody, updateCategoryBody } from '@bedesten/core/schemas/admin';
import type { SubCategory, VendorProduct } from '@bedesten/core/schemas/catalogue';
import type { VendorStore } from '@bedesten/core/schemas/stores';
import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { OrderDetail, OrderSummary, staffCancelBody } from '@bedesten/core/schemas/orders';
import type { adminBroadcastRequestSchema, rejectBroadcastRequestBody } from '@bedesten/core/schemas/requests';
import type { ChatMessage, ChatMessageList, chatReportSchema } from '@bedesten/core/schemas/chat';
import type {
  adminDriverSchema,
  AirportFare,
  airportFaresBody,
  rejectDriverBody,
  VehicleType,
  vehicleTypesBody,
} from '@bedesten/core/schemas/cabs';
import { apiGet, apiPost, apiSend, type ApiResult } from '~/lib/api-client.ts';

export type AdminStore = VendorStore & {
  owner: { name: string | null; email: string | null; mobile: string | null };
  /** ADR 0043: a store waits for its joining fee before it can be approved. */
  joining_fee?: JoiningFeeState | undefined;
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
export type AdminDriver = z.infer<typeof adminDriverSchema>;
export type { AirportFare, VehicleType };

type Moderation = { data: { id: string; status: 'approved' | 'rejected'; message: string } };
type Saved = { data: AdminCategory; message: string };
type Cancelled = { data: OrderDetail; message: string };
type Decided = { data: AdminRequest; message: string };
type DriverDecided = { data: AdminDriver; message: string };

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
  /** 409 once someone else decided; 403 for one's own driver profile. */
  approveDriver: (id: string): Promise<ApiResult<DriverDecided>> => apiPost('admin/driver-approve', { id }),
  rejectDriver: (body: z.input<typeof rejectDriverBody>): Promise<ApiResult<DriverDecided>> =>
    apiPost('admin/driver-reject', body),
  /** Admin and above (403 otherwise): the account goes back to a plain user and is told. */
  deleteDriver: (id: string): Promise<ApiResult<{ data: { id: string; message: string } }>> =>
    apiSend('DELETE', `admin/drivers/${id}`),
  /** Manager and above: the whole list, in order. */
  saveVehicleTypes: (body: z.input<typeof vehicleTypesBody>): Promise<ApiResult<{ data: VehicleType[] }>> =>
    apiSend('PUT', 'admin/cab-vehicle-types', body),
  /** Manager and above: the fares given are set, `fare_minor: null` removes one. */
  saveAirportFares: (
    body: z.input<typeof airportFaresBody>,
  ): Promise<ApiResult<{ data: AirportFare[]; currency: string }>> => apiSend('PUT', 'admin/cab-airport-fares', body),
};
