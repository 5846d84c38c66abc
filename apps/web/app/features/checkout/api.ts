import type { Address } from '@bedesten/core/schemas/address';
import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { z } from 'zod';
import type {
  CheckoutQuote,
  checkoutQuoteBody,
  PaymentState,
  paymentOrderBody,
  PlacedOrderResponse,
} from '@bedesten/core/schemas/checkout';
import { apiGet, apiPost, type ApiResult } from '~/lib/api-client.ts';

/** Checkout's calls (SPEC.md §7): the address book it chooses from, the priced summary, placing and paying. */
export const checkoutApi = {
  addresses: (): Promise<ApiResult<PagedList<Address>>> => apiGet('user-address-list', { per_page: 100 }),
  summary: (body: z.input<typeof checkoutQuoteBody>): Promise<ApiResult<{ data: CheckoutQuote }>> =>
    apiPost('checkout-summary', body),
  /** Cash on delivery or bank transfer; the key makes a repeated click or retry place one order. */
  orderByCod: (
    body: z.input<typeof paymentOrderBody>,
    idempotencyKey: string,
  ): Promise<ApiResult<PlacedOrderResponse>> =>
    apiPost('order-by-cod', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
  initiatePayment: (
    body: z.input<typeof paymentOrderBody>,
    idempotencyKey: string,
  ): Promise<ApiResult<PlacedOrderResponse>> =>
    apiPost('order-initiate-payment', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
  paymentStatus: (orderId: string): Promise<ApiResult<{ data: PaymentState }>> =>
    apiGet('order-payment-status', { order_id: orderId }),
  cancelPayment: (paymentId: string): Promise<ApiResult<{ data: PaymentState }>> =>
    apiPost('paymentFailure', { payment_id: paymentId }),
};
