import type { DeliveryTermsView } from '@bedesten/core/schemas/delivery-terms';
import { apiGet, type ApiResult } from '~/lib/api-client.ts';

/** `store-delivery-terms` from the browser (a guest's cart, an address chosen at checkout). */
export function fetchDeliveryTerms(
  storeId: string,
  addressId?: string | null,
): Promise<ApiResult<{ data: DeliveryTermsView }>> {
  return apiGet('store-delivery-terms', { store_id: storeId, ...(addressId ? { address_id: addressId } : {}) });
}
