import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues, type ValidationIssue } from '../validation/field-errors.ts';
import { percentToBasisPoints } from '../money/percent.ts';
import { DELIVERY_BAND_NO_LIMIT, isOpenEndedBand } from '../pricing/delivery-charges.ts';
import { deliveryRangesBody, deliveryRangesBodyWithin, offerFields, platformFeeBody, vatRateFields } from './offers.ts';
import { isMessageKey } from '../messages/catalogue.ts';

/** Catalogue keys by field, as the API and the forms word them. */
function keysOf(result: { success: boolean; error?: { issues: unknown[] } }) {
  if (result.success) return {};
  const fields = fieldErrorsFromIssues(result.error!.issues as ValidationIssue[], isMessageKey);
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.map((m) => m.key)]));
}

const DAY = 86_400_000;
/** Days from now, so the offer is never over by the time the tests run. */
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const offer = {
  title: 'Welcome',
  description: 'Ten off',
  discount_type: 'percent',
  discount_value: 10,
  minimum_order_amount: 0,
  start_date: iso(-1),
  end_date: iso(30),
  code: 'welcome10',
};

describe('offer schema', () => {
  it('keeps codes upper-case and fills the defaults', () => {
    expect(offerFields.parse(offer)).toMatchObject({
      code: 'WELCOME10',
      colour: '#c2410c',
      status: 'active',
      online_payment_only: false,
    });
  });

  it.each([
    [{ code: '' }, { code: ['required'] }],
    [{ code: 'AB-12' }, { code: ['voucher_code_invalid'] }],
    [{ code: 'ÇAY10' }, { code: ['voucher_code_invalid'] }],
    [{ discount_value: 101 }, { discount_value: ['discount_percent_range'] }],
    [{ discount_value: 0 }, { discount_value: ['invalid'] }],
    [{ discount_type: 'flat', discount_value: 2500, minimum_order_amount: 5000 }, {}],
    // "€50 off a €10 minimum", and a flat discount without any minimum above it.
    [
      { discount_type: 'flat', discount_value: 5000, minimum_order_amount: 1000 },
      { discount_value: ['offer_flat_above_minimum'] },
    ],
    [{ discount_type: 'flat', discount_value: 500 }, { discount_value: ['offer_flat_above_minimum'] }],
    [
      { discount_type: 'flat', discount_value: 1000, minimum_order_amount: 1000 },
      { discount_value: ['offer_flat_above_minimum'] },
    ],
    [{ end_date: offer.start_date }, { end_date: ['offer_dates_order'] }],
    [{ start_date: iso(-10), end_date: iso(-2) }, { end_date: ['offer_end_in_past'] }],
    [{ start_date: iso(-10), end_date: iso(-20) }, { end_date: ['offer_dates_order'] }],
    // Every problem in one round, even beside a field that failed its type (issue 43).
    [
      { discount_type: '', discount_value: 150, end_date: iso(-2), start_date: iso(-5) },
      { discount_type: ['required'], end_date: ['offer_end_in_past'] },
    ],
    [
      { minimum_order_amount: undefined, discount_value: 150, end_date: iso(-3), start_date: iso(-2) },
      {
        minimum_order_amount: ['required'],
        discount_value: ['discount_percent_range'],
        end_date: ['offer_dates_order'],
      },
    ],
    [
      { title: '', start_date: '' },
      { title: ['required'], start_date: ['required'] },
    ],
    [{ colour: 'red' }, { colour: ['invalid'] }],
    [{ usage_limit: 0 }, { usage_limit: ['invalid'] }],
  ])('%j -> %j', (change, expected) => {
    expect(keysOf(offerFields.safeParse({ ...offer, ...change }, { reportInput: true }))).toEqual(expected);
  });
});

describe('delivery bands schema', () => {
  const band = { min_price: 0, max_price: 1000, charge: 200, max_distance_km: 5, max_hours: 2 };
  it.each([
    [[band], {}],
    [[], {}],
    [
      [
        { ...band, charge: undefined },
        { ...band, max_hours: null },
      ],
      // Each empty box is marked in its own band, and the list says it once.
      { ranges: ['charges_incomplete'], 'ranges.0.charge': ['required'], 'ranges.1.max_hours': ['required'] },
    ],
    [[{ ...band, min_price: 1001 }], { 'ranges.0.min_price': ['min_price_above_max'] }],
    [[band, { ...band, max_hours: 120 }], { 'ranges.1.max_hours': ['max_hours_two_digits'] }],
    [[{ ...band, max_distance_km: 2.5 }], { 'ranges.0.max_distance_km': ['invalid'] }],
    [[{ ...band, charge: -1 }], { ranges: ['charges_incomplete'], 'ranges.0.charge': ['invalid'] }],
    [
      [{ ...band, min_price: 2000, charge: undefined, max_hours: 120 }],
      {
        ranges: ['charges_incomplete'],
        'ranges.0.charge': ['required'],
        'ranges.0.min_price': ['min_price_above_max'],
        'ranges.0.max_hours': ['max_hours_two_digits'],
      },
    ],
  ])('%j -> %j', (ranges, expected) => {
    expect(keysOf(deliveryRangesBody.safeParse({ ranges }, { reportInput: true }))).toEqual(expected);
  });

  it('reads an empty "To" as a band without an upper limit', () => {
    for (const max_price of [undefined, null, '']) {
      const parsed = deliveryRangesBody.parse({ ranges: [{ ...band, min_price: 4000, max_price }] });
      expect(parsed.ranges[0]!.max_price).toBe(DELIVERY_BAND_NO_LIMIT);
      expect(isOpenEndedBand(parsed.ranges[0]!)).toBe(true);
    }
    expect(isOpenEndedBand(band)).toBe(false);
  });

  it('refuses a band reaching beyond the store, naming its radius, with the other problems at once', () => {
    const result = deliveryRangesBodyWithin(20).safeParse(
      { ranges: [band, { ...band, max_distance_km: 50 }, { ...band, max_distance_km: 20, charge: '' }] },
      { reportInput: true },
    );
    const fields = fieldErrorsFromIssues(result.error!.issues as ValidationIssue[], isMessageKey);
    expect(fields['ranges.1.max_distance_km']).toEqual([{ key: 'band_beyond_radius', params: { n: 20 } }]);
    expect(fields['ranges.2.charge']).toEqual([{ key: 'required' }]);
    expect(fields['ranges.2.max_distance_km']).toBeUndefined();
    expect(deliveryRangesBodyWithin(20).safeParse({ ranges: [{ ...band, max_distance_km: 20 }] }).success).toBe(true);
    // Without a radius (the route's own schema) the reach is the API's to check.
    expect(deliveryRangesBody.safeParse({ ranges: [{ ...band, max_distance_km: 50 }] }).success).toBe(true);
  });
});

describe('VAT rate and platform fee schemas', () => {
  it('takes percents with at most two decimals and stores basis points', () => {
    expect(vatRateFields.safeParse({ name: 'Standard', rate: 19 }).success).toBe(true);
    expect(vatRateFields.safeParse({ name: 'Odd', rate: 4.75 }).success).toBe(true);
    expect(keysOf(vatRateFields.safeParse({ name: 'Odd', rate: 4.755 }, { reportInput: true }))).toEqual({
      rate: ['invalid'],
    });
    expect(percentToBasisPoints(4.75)).toBe(475);
    expect(percentToBasisPoints(19)).toBe(1900);
  });

  it('caps a percentage fee at 50 %', () => {
    expect(platformFeeBody.safeParse({ type: 'percent', value: 5000 }).success).toBe(true);
    expect(platformFeeBody.safeParse({ type: 'percent', value: 5001 }).success).toBe(false);
    expect(platformFeeBody.safeParse({ type: 'flat', value: 5001 }).success).toBe(true);
  });
});
