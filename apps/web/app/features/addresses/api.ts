import type { z } from 'zod';
import type { Address, saveAddressBody } from '@bedesten/core/schemas/address';
import type { Location } from '@bedesten/core/schemas/location';
import { apiGet, apiPost, type ApiResult } from '~/lib/api-client.ts';

/** The address book calls (SPEC.md §7): every one sees only the caller's own addresses. */
export const addressesApi = {
  save: (body: z.input<typeof saveAddressBody>): Promise<ApiResult<{ data: Address }>> =>
    apiPost('add-user-address', body),
  makeDefault: (id: string): Promise<ApiResult<{ data: Address }>> => apiPost('user-default-address', { id }),
  remove: (id: string): Promise<ApiResult<{ data: { id: string; message: string } }>> =>
    apiPost('delete-user-address', { id }),
  reverse: (lat: number, lng: number): Promise<ApiResult<{ data: Location }>> =>
    apiGet('getLocation', { type: 'reverse', lat, lng }),
  forward: (address: string): Promise<ApiResult<{ data: Location }>> =>
    apiGet('getLocation', { type: 'forward', address }),
};
