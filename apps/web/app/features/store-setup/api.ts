import type { Location } from '@bedesten/core/schemas/location';
import type { z } from 'zod';
import type { JoiningFeeAnswer } from '@bedesten/core/schemas/joining-fee';
import type { VendorStore } from '@bedesten/core/schemas/stores';
import type { storeSetupBody } from '@bedesten/core/stores/store-setup';
import { apiGet, apiPost, type ApiResult } from '~/lib/api-client.ts';

export type VendorStoreAnswer = { data: VendorStore | null; message?: string };

/** The vendor's own store (SPEC.md §7 store-setup, vendor-store-details, store-active-deactive, getLocation). */
export const storeSetupApi = {
  save: (body: z.input<typeof storeSetupBody>): Promise<ApiResult<VendorStoreAnswer>> => apiPost('store-setup', body),
  setActive: (isActive: boolean): Promise<ApiResult<VendorStoreAnswer>> =>
    apiPost('store-active-deactive', { is_active: isActive }),
  forward: (address: string): Promise<ApiResult<{ data: Location }>> =>
    apiGet('getLocation', { type: 'forward', address }),
  /** `store-payment-initiate`: where to pay the joining fee (null once paid). */
  payJoiningFee: (): Promise<ApiResult<{ data: JoiningFeeAnswer }>> => apiPost('store-payment-initiate', {}),
  reverse: (lat: number, lng: number): Promise<ApiResult<{ data: Location }>> =>
    apiGet('getLocation', { type: 'reverse', lat, lng }),
};
