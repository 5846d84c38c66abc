/** Mean Earth radius used by the haversine formula, in km. */
const EARTH_RADIUS_KM = 6371.0088;

export interface Point {
  lat: number;
  lng: number;
}

/** Great-circle distance in km between two points (haversine): what a store's delivery radius measures. */
export function distanceKm(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
