import { DRIVER_DOCUMENTS_MAX, type DriverProfile, type DriverSetupBody } from '@bedesten/core/schemas/cabs';

export { DRIVER_DOCUMENTS_MAX };

/** The driver-setup form as the inputs hold it (text), apart from the uploads. */
export interface DriverSetupValues {
  name: string;
  country_code: string;
  mobile: string;
  gender: string;
  vehicle_type: string;
  vehicle_number: string;
  seats: string;
  licence_number: string;
  identity_number: string;
  vehicle_photo_url: string[];
  documents: string[];
  base_lat: string;
  base_lng: string;
  service_radius_km: string;
}

export const DEFAULT_RADIUS_KM = 30;

export function setupValuesOf(
  profile: DriverProfile | null,
  fallback: { name: string; mobile: string },
): DriverSetupValues {
  return {
    name: profile?.name ?? fallback.name,
    country_code: profile?.country_code ?? '+357',
    mobile: profile?.mobile ?? fallback.mobile,
    gender: profile?.gender ?? '',
    vehicle_type: profile?.vehicle_type ?? '',
    vehicle_number: profile?.vehicle_number ?? '',
    seats: profile ? String(profile.seats) : '',
    licence_number: profile?.licence_number ?? '',
    identity_number: profile?.identity_number ?? '',
    vehicle_photo_url: profile ? [profile.vehicle_photo_url] : [],
    documents: profile?.documents ?? [],
    base_lat: profile ? String(profile.base_lat) : '',
    base_lng: profile ? String(profile.base_lng) : '',
    service_radius_km: String(profile?.service_radius_km ?? DEFAULT_RADIUS_KM),
  };
}

/** A typed number, or NaN for the API to refuse with its own message ("" is not 0). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** The body of `POST /api/driver-setup`; the API validates it (one source of the rules and the messages). */
export function setupBodyOf(values: DriverSetupValues): Record<keyof DriverSetupBody, unknown> {
  return {
    name: values.name,
    country_code: values.country_code,
    mobile: values.mobile,
    gender: values.gender,
    vehicle_type: values.vehicle_type,
    vehicle_number: values.vehicle_number,
    seats: numberOf(values.seats),
    licence_number: values.licence_number,
    identity_number: values.identity_number,
    vehicle_photo_url: values.vehicle_photo_url[0] ?? '',
    documents: values.documents,
    base_lat: numberOf(values.base_lat),
    base_lng: numberOf(values.base_lng),
    service_radius_km: numberOf(values.service_radius_km),
  };
}

/** The base pin the form holds as text, or null until one is placed (or when a box holds no number). */
export function basePinOf(
  values: Pick<DriverSetupValues, 'base_lat' | 'base_lng'>,
): { lat: number; lng: number } | null {
  const lat = numberOf(values.base_lat);
  const lng = numberOf(values.base_lng);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}
