import type { z } from 'zod';
import type { DriverProfile, DriverRide, driverRideStatusBody, driverSetupBody } from '@bedesten/core/schemas/cabs';
import { apiGet, apiPost, type ApiResult } from '~/lib/api-client.ts';

type Saved<T> = { data: T; message: string };

/** A vehicle type as driver setup offers it (`GET /api/cab-vehicle-types`). */
export interface VehicleTypeOption {
  code: string;
  name: string;
  seats: number;
  picture_url: string | null;
}

/** A place the API's geocoder found (`GET /api/getLocation`). */
export interface FoundPlace {
  lat: number;
  lng: number;
  formatted_address: string;
}

/** The driver's own profile, availability and rides (SPEC.md §2 driver setup, received rides). */
export const driverApi = {
  setup: (): Promise<ApiResult<{ data: DriverProfile | null; message: string | null }>> => apiGet('driver-setup'),
  save: (body: z.input<typeof driverSetupBody>): Promise<ApiResult<Saved<DriverProfile>>> =>
    apiPost('driver-setup', body),
  setAvailable: (available: boolean): Promise<ApiResult<Saved<DriverProfile>>> =>
    apiPost('driver-availability', { available }),
  ride: (id: string): Promise<ApiResult<{ data: DriverRide }>> => apiGet(`driver-rides/${id}`),
  move: (body: z.input<typeof driverRideStatusBody>): Promise<ApiResult<Saved<DriverRide>>> =>
    apiPost('driver-ride-status', body),
  findPlace: (address: string): Promise<ApiResult<{ data: FoundPlace }>> =>
    apiGet('getLocation', { type: 'forward', address }),
};

/** The receipt of a completed ride, as a PDF in the page's language. */
export const receiptHref = (id: string, lang: string) => `/api/ride-receipt?id=${encodeURIComponent(id)}&lang=${lang}`;
