import type { Language } from '@bedesten/core/i18n/languages';
import type { Location } from '@bedesten/core/schemas/location';
import { urlOnOrigin } from '../../lib/outbound-guard.ts';
import type { Geocoder } from './geocoder.ts';

interface NominatimPlace {
  lat: string;
  lon: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
  error?: string;
}

function toLocation(place: NominatimPlace, address: string): Location {
  const parts = place.address ?? {};
  const city = parts.city ?? parts.town ?? parts.village ?? parts.municipality ?? parts.suburb ?? '';
  return {
    lat: Number(place.lat),
    lng: Number(place.lon),
    address: address || place.display_name || '',
    formatted_address: place.display_name ?? '',
    city,
    state: parts.state_district ?? parts.state ?? parts.county ?? '',
    country: parts.country ?? '',
    zip_code: parts.postcode ?? '',
    isocode: (parts.country_code ?? '').toUpperCase(),
  };
}

/**
 * A Nominatim-compatible HTTP geocoder (OpenStreetMap's, or a self-hosted
 * one) at GEOCODER_URL, limited to Cyprus, answering in the caller's
 * language. Nominatim's usage policy asks for an identifying User-Agent.
 */
export function createNominatimGeocoder(options: { baseUrl: string; userAgent: string }): Geocoder {
  const get = async (path: string, params: Record<string, string>, lang: Language): Promise<unknown> => {
    const query = new URLSearchParams({ format: 'jsonv2', addressdetails: '1', ...params });
    const url = urlOnOrigin(options.baseUrl, `${path}?${query}`);
    const response = await fetch(url, {
      headers: { 'user-agent': options.userAgent, 'accept-language': lang, accept: 'application/json' },
      // The operator chose this geocoder; a redirect would let it (or whoever answers for it) choose another address.
      redirect: 'error',
      signal: AbortSignal.timeout(8000),
    });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    return response.json();
  };
  return {
    name: 'nominatim',
    async forward(address, lang) {
      const places = (await get('/search', { q: address, limit: '1', countrycodes: 'cy' }, lang)) as NominatimPlace[];
      const place = Array.isArray(places) ? places[0] : undefined;
      return place ? toLocation(place, address.trim()) : null;
    },
    async reverse(lat, lng, lang) {
      const place = (await get('/reverse', { lat: String(lat), lon: String(lng) }, lang)) as NominatimPlace;
      if (!place || place.error || place.lat === undefined) return null;
      return { ...toLocation(place, ''), lat, lng };
    },
  };
}
