import type { z } from 'zod';
import type { customerStatusBody, OrderDetail, OrderStatus, vendorStatusBody } from '@bedesten/core/schemas/orders';
import type { PaymentState } from '@bedesten/core/schemas/checkout';
import { apiPost, buildApiUrl, type ApiResult } from '~/lib/api-client.ts';

type DetailAnswer = { data: OrderDetail; message?: string };

const changeStatus = (body: z.input<typeof customerStatusBody>): Promise<ApiResult<DetailAnswer>> =>
  apiPost('changeOrderStatus', body);
const vendorUpdate = (body: z.input<typeof vendorStatusBody>): Promise<ApiResult<DetailAnswer>> =>
  apiPost('vendor-update-order-status', body);

/**
 * Order changes (SPEC.md §7 changeOrderStatus, vendor-update-order-status).
 * Reads happen in the route loaders; after a change the page revalidates.
 */
export const ordersApi = {
  cancel: (orderId: string, reason?: string): Promise<ApiResult<DetailAnswer>> =>
    changeStatus({ order_id: orderId, status: 'cancelled', ...(reason ? { reason } : {}) }),
  vendorMove: (orderId: string, status: OrderStatus, reason?: string): Promise<ApiResult<DetailAnswer>> =>
    vendorUpdate({ order_id: orderId, status, ...(reason ? { reason } : {}) }),
  vendorMarkPaid: (orderId: string): Promise<ApiResult<DetailAnswer>> =>
    vendorUpdate({ order_id: orderId, mark_paid: true }),
  /** "Try another card" for an order kept after a declined card: a new card payment, same order. */
  retryCardPayment: (orderId: string): Promise<ApiResult<{ data: PaymentState }>> =>
    apiPost(`orders/${orderId}/payments`),
};

/** The invoice's address: a plain link, so the browser downloads the PDF with the session cookie. */
export const invoiceUrl = (orderId: string, lang: string) => buildApiUrl(`order-invoice/${orderId}`, { lang });
