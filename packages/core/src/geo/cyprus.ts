/**
 * The island of Cyprus as a box around its coasts (Cape Arnaoutis in the
 * west, Cape Apostolos Andreas in the north-east, Cape Gata in the south),
 * with a small margin: a point outside it is not in the product's country.
 */
export const CYPRUS_BOUNDS = { minLat: 34.5, maxLat: 35.75, minLng: 32.2, maxLng: 34.65 } as const;

export function isInCyprus(point: { lat: number; lng: number }): boolean {
  const b = CYPRUS_BOUNDS;
  return point.lat >= b.minLat && point.lat <= b.maxLat && point.lng >= b.minLng && point.lng <= b.maxLng;
}
