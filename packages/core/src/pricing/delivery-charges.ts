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

/**
 * The "To" a vendor leaves empty: the band has no upper limit. Stored as the
 * highest order value a form may send (€1 000 000), so every query and the
 * quote keep reading whole numbers.
 */
export const DELIVERY_BAND_NO_LIMIT = 100_000_000;

/**
 * From this order value (€10 000) a band's upper end is no real limit for a
 * local shop: such a band reads "€40.00 and above", not "€40.00 to
 * €100,000.00", and no "free from" beyond it is promised.
 */
export const OPEN_ENDED_FROM = 1_000_000;

export const isOpenEndedBand = (band: Pick<DeliveryChargeRange, 'max_price'>): boolean =>
  band.max_price >= OPEN_ENDED_FROM;

export type RangeProblem = 'charges_incomplete' | 'min_above_max' | 'hours_two_digits' | 'beyond_radius';
export type RangeField = keyof DeliveryChargeRange;

const RANGE_FIELDS: readonly RangeField[] = ['min_price', 'max_price', 'charge', 'max_distance_km', 'max_hours'];

/** A problem of one band, with the box it is in (the form marks that box). */
export interface RangeIssue {
  index: number;
  problem: RangeProblem;
  field: RangeField;
  /** For `charges_incomplete`: nothing typed (`required`) or something that is not an amount (`invalid`). */
  empty?: boolean;
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * SPEC.md §5 for a set of bands, every problem of every band at once: each
 * field filled (and not negative), the minimum price not above the maximum,
 * at most two digits of hours and, given the store's radius, no band reaching
 * farther than the store delivers. Answers the problems by band and field.
 */
export function checkDeliveryRanges(
  ranges: readonly Partial<Record<RangeField, unknown>>[],
  radiusKm?: number,
): RangeIssue[] {
  const problems: RangeIssue[] = [];
  ranges.forEach((range, index) => {
    for (const field of RANGE_FIELDS) {
      const value = range[field];
      if (!isAmount(value)) {
        const empty = value === undefined || value === null || value === '';
        problems.push({ index, problem: 'charges_incomplete', field, empty });
      }
    }
    const { min_price: min, max_price: max, max_hours: hours, max_distance_km: km } = range;
    if (isAmount(min) && isAmount(max) && min > max)
      problems.push({ index, problem: 'min_above_max', field: 'min_price' });
    if (isAmount(hours) && (hours > 99 || !Number.isInteger(hours))) {
      problems.push({ index, problem: 'hours_two_digits', field: 'max_hours' });
    }
    if (radiusKm !== undefined && isAmount(km) && km > radiusKm) {
      problems.push({ index, problem: 'beyond_radius', field: 'max_distance_km' });
    }
  });
  return problems;
}
