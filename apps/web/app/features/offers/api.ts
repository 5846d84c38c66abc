import type { PlatformFee } from '@bedesten/core/pricing/order-totals';
import type { z } from 'zod';
import type {
  DeliveryRange,
  deliveryRangesBody,
  offerFields,
  platformFeeBody,
  VatRate,
  vatRateFields,
  VendorOffer,
} from '@bedesten/core/schemas/offers';
import { apiPost, apiSend, type ApiResult } from '~/lib/api-client.ts';

type OfferAnswer = { data: VendorOffer; message?: string };
type RangesAnswer = { data: { ranges: DeliveryRange[]; delivery_max_distance: number } };
type RateAnswer = { data: VatRate };
type VatRateBody = z.input<typeof vatRateFields>;

/**
 * The writes of the offers pages (offers, delivery charges, VAT rates,
 * platform fee). Reads happen in the route loaders; every change here is
 * followed by a revalidation that reloads the page from the API.
 */
export const offersApi = {
  saveOffer: (body: z.input<typeof offerFields>): Promise<ApiResult<OfferAnswer>> => apiPost('add-offer', body),
  setOfferActive: (id: string, active: boolean): Promise<ApiResult<OfferAnswer>> =>
    apiPost('activate-deactivate-offer', { id, status: active ? 'active' : 'inactive' }),
  deleteOffer: (id: string): Promise<ApiResult<{ data: { id: string } }>> => apiPost('delete-offer', { id }),
  saveDeliveryRanges: (body: z.input<typeof deliveryRangesBody>): Promise<ApiResult<RangesAnswer>> =>
    apiSend('PUT', 'vendor-delivery-charges', body),
  saveVatRate: (body: VatRateBody): Promise<ApiResult<RateAnswer>> => apiPost('add-vat-rate', body),
  deleteVatRate: (id: number): Promise<ApiResult<{ data: { id: number } }>> => apiPost('delete-vat-rate', { id }),
  savePlatformVatRate: (id: number | undefined, body: Omit<VatRateBody, 'id'>): Promise<ApiResult<RateAnswer>> =>
    id === undefined ? apiPost('admin/vat-rates', body) : apiSend('PUT', `admin/vat-rates/${id}`, body),
  deletePlatformVatRate: (id: number): Promise<ApiResult<{ data: { id: number } }>> =>
    apiSend('DELETE', `admin/vat-rates/${id}`),
  savePlatformFee: (body: z.input<typeof platformFeeBody>): Promise<ApiResult<{ data: PlatformFee }>> =>
    apiSend('PUT', 'admin/platform-fee', body),
};
