import type { Language } from '../i18n/languages.ts';
import { distanceKm, type Point } from '../geo/distance.ts';
import { DISTRICTS, type DistrictCode } from '../geo/districts.ts';

/**
 * The island's three airports with scheduled flights (Larnaca and Paphos in
 * the south, Ercan in the north), where fixed-fare transfers start or end.
 */
export const AIRPORTS = [
  {
    code: 'LCA',
    lat: 34.8751,
    lng: 33.6249,
    district: '03',
    en: 'Larnaca Airport (LCA)',
    tr: 'Larnaka Havalimanı (LCA)',
  },
  { code: 'PFO', lat: 34.718, lng: 32.4857, district: '05', en: 'Paphos Airport (PFO)', tr: 'Baf Havalimanı (PFO)' },
  { code: 'ECN', lat: 35.1547, lng: 33.4961, district: '01', en: 'Ercan Airport (ECN)', tr: 'Ercan Havalimanı (ECN)' },
] as const;

export type AirportCode = (typeof AIRPORTS)[number]['code'];
export const AIRPORT_CODES = AIRPORTS.map((a) => a.code) as [AirportCode, ...AirportCode[]];

export function airportName(code: AirportCode, lang: Language): string {
  return AIRPORTS.find((a) => a.code === code)![lang];
}

/** A point this close to an airport's terminal counts as the airport (a pin on the car park, the arrivals hall). */
export const AIRPORT_RADIUS_KM = 3;

/** The airport a point is at, or null. */
export function airportAt(point: Point): AirportCode | null {
  const hit = AIRPORTS.find((a) => distanceKm(a, point) <= AIRPORT_RADIUS_KM);
  return hit ? hit.code : null;
}

/**
 * Each district's main town, from which a point's district is guessed for
 * airport fares (nearest town wins). Close to a border it may pick the
 * neighbour; fares of neighbouring districts differ little, and the price is
 * shown before the customer books.
 */
const DISTRICT_TOWNS: Record<DistrictCode, Point> = {
  '01': { lat: 35.1856, lng: 33.3823 }, // Nicosia
  '02': { lat: 34.6786, lng: 33.0413 }, // Limassol
  '03': { lat: 34.9229, lng: 33.6233 }, // Larnaca
  '04': { lat: 35.1174, lng: 33.9419 }, // Famagusta
  '05': { lat: 34.772, lng: 32.4297 }, // Paphos
  '06': { lat: 35.3364, lng: 33.3199 }, // Kyrenia
};

export function districtOf(point: Point): DistrictCode {
  let best: DistrictCode = DISTRICTS[0].code;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const { code } of DISTRICTS) {
    const km = distanceKm(DISTRICT_TOWNS[code], point);
    if (km < bestKm) {
      best = code;
      bestKm = km;
    }
  }
  return best;
}
