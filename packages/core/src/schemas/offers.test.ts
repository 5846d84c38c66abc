import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues, type ValidationIssue } from '../validation/field-errors.ts';
import { percentToBasisPoints } from '../money/percent.ts';
import { deliveryRangesBody, offerFields, platformFeeBody, vatRateFields } from './offers.ts';
import { isMessageKey } from '../messages/catalogue.ts';

/** Catalogue keys by field, as the API and the forms word them. */
function keysOf(result: { success: boolean; error?: { issues: unknown[] } }) {
  if (result.success) return {};
  const fields = fieldErrorsFromIssues(result.error!.issues as ValidationIssue[], isMessageKey);
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.map((m) => m.key)]));
}

const offer = {
  title: 'Welcome',
  description: 'Ten off',
  discount_type: 'percent',
  discount_value: 10,
  minimum_order_amount: 0,
  start_date: '2026-12-01T00:00:00+02:00',
  end_date: '2026-12-31T23:59:00+02:00',
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
    [{ discount_value: 101 }, { discount_value: ['invalid'] }],
    [{ discount_value: 0 }, { discount_value: ['invalid'] }],
    [{ discount_type: 'flat', discount_value: 2500 }, {}],
    [{ end_date: offer.start_date }, { end_date: ['offer_dates_order'] }],
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
      { ranges: ['charges_incomplete'] },
    ],
    [[{ ...band, min_price: 1001 }], { 'ranges.0.min_price': ['min_price_above_max'] }],
    [[band, { ...band, max_hours: 120 }], { 'ranges.1.max_hours': ['max_hours_two_digits'] }],
    [[{ ...band, max_distance_km: 2.5 }], { 'ranges.0.max_distance_km': ['invalid'] }],
    [[{ ...band, charge: -1 }], { ranges: ['charges_incomplete'] }],
  ])('%j -> %j', (ranges, expected) => {
    expect(keysOf(deliveryRangesBody.safeParse({ ranges }, { reportInput: true }))).toEqual(expected);
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
