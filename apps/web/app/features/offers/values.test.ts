import { describe, expect, it } from 'vitest';
import { DELIVERY_BAND_NO_LIMIT } from '@bedesten/core/pricing/delivery-charges';
import { deliveryRangesBodyWithin } from '@bedesten/core/schemas/offers';
import { BLANK, toRangesBody, toRow } from './delivery-ranges.ts';
import { centsToInput, countOf, decimalOf, isoToShopInput, moneyToCents, shopInputToIso } from './values.ts';

describe('offer form values', () => {
  it.each([
    ['20', 2000],
    ['4,5', 450],
    ['4.55', 455],
    ['', undefined],
    ['4.555', '4.555'],
    ['abc', 'abc'],
  ])('money %j -> %j cents', (text, cents) => {
    expect(moneyToCents(text)).toBe(cents);
  });

  it('shows cents as euros', () => {
    expect(centsToInput(2000)).toBe('20');
    expect(centsToInput(455)).toBe('4.55');
    expect(centsToInput(null)).toBe('');
  });

  it('reads counts and decimals', () => {
    expect(countOf('12')).toBe(12);
    expect(countOf('')).toBeUndefined();
    expect(countOf('1.5')).toBe('1.5');
    expect(decimalOf('4,75')).toBe(4.75);
    expect(decimalOf('x')).toBe('x');
  });

  it('reads offer times as Cyprus time, winter and summer', () => {
    expect(shopInputToIso('2026-12-01T09:30')).toBe('2026-12-01T07:30:00.000Z');
    expect(shopInputToIso('2026-07-01T09:30')).toBe('2026-07-01T06:30:00.000Z');
    expect(isoToShopInput('2026-12-01T07:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(isoToShopInput('2026-07-01T06:30:00Z')).toBe('2026-07-01T09:30');
    expect(shopInputToIso('')).toBe('');
    expect(shopInputToIso('soon')).toBe('soon');
  });
});

describe('delivery band rows', () => {
  const row = { min_price: '40', max_price: '', charge: '0', max_distance_km: '20', max_hours: '3' };

  it('sends an empty "To" as a band without an upper limit, and shows it empty again', () => {
    const body = deliveryRangesBodyWithin(20).parse(toRangesBody({ ranges: [row] }));
    expect(body.ranges[0]).toEqual({
      min_price: 4000,
      max_price: DELIVERY_BAND_NO_LIMIT,
      charge: 0,
      max_distance_km: 20,
      max_hours: 3,
    });
    expect(toRow(body.ranges[0]!)).toEqual(row);
    // Stored by hand as €100,000 (the demo did): still no real limit, so still shown empty.
    expect(toRow({ ...body.ranges[0]!, max_price: 10_000_000 }).max_price).toBe('');
    expect(toRow({ ...body.ranges[0]!, max_price: 3999 }).max_price).toBe('39.99');
  });

  it('marks each empty box of a band and a band beyond the radius shown on the page, at once', () => {
    const result = deliveryRangesBodyWithin(20).safeParse(
      toRangesBody({
        ranges: [
          { ...row, max_distance_km: '50' },
          { ...BLANK, min_price: '1' },
        ],
      }),
    );
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['ranges', 'ranges.0.max_distance_km', 'ranges.1.charge', 'ranges.1.max_hours']),
    );
    expect(paths).not.toContain('ranges.1.max_price');
  });
});
