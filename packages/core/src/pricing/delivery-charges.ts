/**
 * Delivery charges (SPEC.md §3 "Delivery charge range", §5, §8): a vendor's
 * bands by order value and distance. Pure; used for display and by the API
 * at checkout.
 */

export interface DeliveryChargeRange {
  /** Order value band, minor units, both ends included. */
  min_price: number;
  max_price: number;
  /** What delivery costs in this band, minor units. */
  charge: number;
  /** The farthest this band delivers, km. */
  max_distance_km: number;
  /** The longest delivery takes in this band, hours (two digits at most). */
  max_hours: number;
}

export type DeliveryQuote =
  | { ok: true; charge: number; max_hours: number | null }
  /** "Sorry, the selected address is not reachable". */
  | { ok: false; reason: 'address_not_reachable' };

/**
 * The charge for an order of `itemsTotal` delivered `distanceKm` away.
 * Beyond the store's own radius nothing is delivered. Without bands
 * delivery is free within the radius (ADR 0041: each store's own terms). Among the bands
 * whose value range holds the total, the cheapest that reaches the distance
 * applies; if bands hold the total but none reaches that far, the address is
 * not reachable. A total outside every band is delivered free: bands price
 * what the vendor chose to price (the store's minimum order guards the rest).
 */
export function quoteDelivery(
  ranges: readonly DeliveryChargeRange[],
  itemsTotal: number,
  distanceKm: number,
  storeRadiusKm: number,
): DeliveryQuote {
  if (distanceKm > storeRadiusKm) return { ok: false, reason: 'address_not_reachable' };
  const byValue = ranges.filter((range) => itemsTotal >= range.min_price && itemsTotal <= range.max_price);
  if (byValue.length === 0) return { ok: true, charge: 0, max_hours: null };
  const reaching = byValue.filter((range) => distanceKm <= range.max_distance_km);
  if (reaching.length === 0) return { ok: false, reason: 'address_not_reachable' };
  const best = reaching.reduce((a, b) => (b.charge < a.charge ? b : a));
  return { ok: true, charge: best.charge, max_hours: best.max_hours };
}

/** A store's delivery terms as a customer reads them (ADR 0041), before any address is known. */
export interface DeliveryTerms {
  /** The store's delivery radius, km: nothing is delivered farther. */
  radius_km: number;
  /** The bands by order value (then charge), each band's reach capped at the radius. */
  bands: DeliveryChargeRange[];
  /**
   * The order value (minor units) from which delivery costs nothing wherever
   * the store delivers; 0 when it is always free. Totals above every band are
   * free (see quoteDelivery), so there always is one.
   */
  free_from: number;
}

export function deliveryTermsOf(ranges: readonly DeliveryChargeRange[], radiusKm: number): DeliveryTerms {
  const bands = ranges
    .map((range) => ({ ...range, max_distance_km: Math.min(range.max_distance_km, radiusKm) }))
    .sort((a, b) => a.min_price - b.min_price || a.charge - b.charge || a.max_distance_km - b.max_distance_km);
  const charging = bands.filter((band) => band.charge > 0);
  const free_from = charging.length === 0 ? 0 : Math.max(...charging.map((band) => band.max_price)) + 1;
  return { radius_km: radiusKm, bands, free_from };
}

export type RangeProblem = 'charges_incomplete' | 'min_above_max' | 'hours_two_digits';

/**
 * SPEC.md §5 for a set of bands: every field filled (and not negative), the
 * minimum price not above the maximum, at most two digits of hours. Answers
 * the problems by band index.
 */
export function checkDeliveryRanges(ranges: readonly Partial<Record<keyof DeliveryChargeRange, unknown>>[]) {
  const problems: { index: number; problem: RangeProblem }[] = [];
  ranges.forEach((range, index) => {
    const values = [range.min_price, range.max_price, range.charge, range.max_distance_km, range.max_hours];
    if (values.some((value) => typeof value !== 'number' || !Number.isFinite(value) || value < 0)) {
      problems.push({ index, problem: 'charges_incomplete' });
      return;
    }
    if ((range.min_price as number) > (range.max_price as number)) problems.push({ index, problem: 'min_above_max' });
    if ((range.max_hours as number) > 99 || !Number.isInteger(range.max_hours)) {
      problems.push({ index, problem: 'hours_two_digits' });
    }
  });
  return problems;
}
