import { describe, expect, it } from 'vitest';
import { evaluateCoupon, type OfferRule } from '../offers/coupon-rules.ts';
import { checkDeliveryRanges, deliveryTermsOf, quoteDelivery, type DeliveryChargeRange } from './delivery-charges.ts';
import { orderTotals, platformFeeOf } from './order-totals.ts';
import { vatBreakdown, vatIncluded } from './vat.ts';

const offer = (overrides: Partial<OfferRule> = {}): OfferRule => ({
  discount_type: 'percent',
  discount_value: 10,
  minimum_order_amount: 2000,
  starts_at: new Date('2026-11-01T00:00:00Z'),
  ends_at: new Date('2026-12-01T00:00:00Z'),
  is_active: true,
  online_payment_only: false,
  usage_limit: null,
  per_customer_limit: null,
  ...overrides,
});
const context = { items_total: 5000, now: new Date('2026-11-23T12:00:00Z'), used_count: 0, customer_used_count: 0 };

describe('coupons', () => {
  it.each([
    ['10 % of 50.00', offer(), context, { ok: true, amount: 500 }],
    ['flat 7.50', offer({ discount_type: 'flat', discount_value: 750 }), context, { ok: true, amount: 750 }],
    [
      'flat never above the total',
      offer({ discount_type: 'flat', discount_value: 9000 }),
      context,
      { ok: true, amount: 5000 },
    ],
    ['no such coupon', null, context, { ok: false, reason: 'coupon_not_found' }],
    ['inactive', offer({ is_active: false }), context, { ok: false, reason: 'coupon_not_found' }],
    [
      'expired',
      offer({ ends_at: new Date('2026-11-20T00:00:00Z') }),
      context,
      { ok: false, reason: 'coupon_not_found' },
    ],
    [
      'not started',
      offer({ starts_at: new Date('2026-11-24T00:00:00Z') }),
      context,
      { ok: false, reason: 'coupon_not_found' },
    ],
    ['under the minimum', offer(), { ...context, items_total: 1999 }, { ok: false, reason: 'coupon_min_amount' }],
    [
      'used by this customer',
      offer({ per_customer_limit: 1 }),
      { ...context, customer_used_count: 1 },
      { ok: false, reason: 'coupon_already_applied' },
    ],
    ['used up', offer({ usage_limit: 1 }), { ...context, used_count: 1 }, { ok: false, reason: 'coupon_used_up' }],
    [
      'online only, cash',
      offer({ online_payment_only: true }),
      { ...context, payment_method: 'cod' as const },
      { ok: false, reason: 'coupon_online_only' },
    ],
    [
      'online only, card',
      offer({ online_payment_only: true }),
      { ...context, payment_method: 'card' as const },
      { ok: true, amount: 500 },
    ],
  ])('%s', (_name, rule, ctx, expected) => {
    expect(evaluateCoupon(rule, ctx)).toEqual(expected);
  });
});

const band = (overrides: Partial<DeliveryChargeRange> = {}): DeliveryChargeRange => ({
  min_price: 0,
  max_price: 2999,
  charge: 300,
  max_distance_km: 10,
  max_hours: 2,
  ...overrides,
});

describe('delivery charges', () => {
  const bands = [
    band(),
    band({ min_price: 0, max_price: 2999, charge: 500, max_distance_km: 25, max_hours: 4 }),
    band({ min_price: 3000, max_price: 10000, charge: 0, max_distance_km: 25 }),
  ];
  it.each([
    ['near, small order: the cheaper band', 1000, 5, { ok: true, charge: 300, max_hours: 2 }],
    ['farther, small order', 1000, 20, { ok: true, charge: 500, max_hours: 4 }],
    ['too far for every band', 1000, 26, { ok: false, reason: 'address_not_reachable' }],
    ['beyond the store radius', 5000, 31, { ok: false, reason: 'address_not_reachable' }],
    ['big order delivered free', 5000, 20, { ok: true, charge: 0, max_hours: 2 }],
    ['above every band: free', 20000, 5, { ok: true, charge: 0, max_hours: null }],
  ])('%s', (_name, total, km, expected) => {
    expect(quoteDelivery(bands, total, km, 30)).toEqual(expected);
  });

  it('is free without bands, inside the radius', () => {
    expect(quoteDelivery([], 100, 3, 5)).toEqual({ ok: true, charge: 0, max_hours: null });
  });

  it('states the terms a customer reads: bands by value, reach capped at the radius, free from above the charging bands', () => {
    const terms = deliveryTermsOf(bands, 20);
    expect(terms.radius_km).toBe(20);
    expect(terms.bands.map((b) => [b.min_price, b.charge, b.max_distance_km])).toEqual([
      [0, 300, 10],
      [0, 500, 20],
      [3000, 0, 20],
    ]);
    expect(terms.free_from).toBe(3000);
    // What the terms promise is what the quote charges.
    expect(quoteDelivery(bands, terms.free_from, 20, 20)).toEqual({ ok: true, charge: 0, max_hours: 2 });
    expect(quoteDelivery(bands, terms.free_from - 1, 20, 20)).toMatchObject({ ok: true, charge: 500 });
  });

  it('says always free when no band charges, and free above the last charging band', () => {
    expect(deliveryTermsOf([], 15)).toEqual({ radius_km: 15, bands: [], free_from: 0 });
    expect(deliveryTermsOf([band({ max_price: 1999 })], 15).free_from).toBe(2000);
  });

  it('checks the bands as SPEC.md §5 says', () => {
    expect(
      checkDeliveryRanges([
        band(),
        { ...band(), charge: undefined },
        band({ min_price: 500, max_price: 100 }),
        band({ max_hours: 100 }),
      ]),
    ).toEqual([
      { index: 1, problem: 'charges_incomplete', field: 'charge', empty: true },
      { index: 2, problem: 'min_above_max', field: 'min_price' },
      { index: 3, problem: 'hours_two_digits', field: 'max_hours' },
    ]);
  });

  it('names every box in trouble and, given the radius, a band that reaches beyond the store', () => {
    expect(
      checkDeliveryRanges([{ ...band(), min_price: 'x', max_hours: undefined }, band({ max_distance_km: 30 })], 20),
    ).toEqual([
      { index: 0, problem: 'charges_incomplete', field: 'min_price', empty: false },
      { index: 0, problem: 'charges_incomplete', field: 'max_hours', empty: true },
      { index: 1, problem: 'beyond_radius', field: 'max_distance_km' },
    ]);
    expect(checkDeliveryRanges([band({ max_distance_km: 30 })])).toEqual([]);
  });
});

describe('VAT and totals', () => {
  it('takes the VAT out of a gross price', () => {
    expect(vatIncluded(11900, 1900)).toBe(1900);
    expect(vatIncluded(1000, 0)).toBe(0);
    expect(vatIncluded(105, 500)).toBe(5);
  });

  it('splits an invoice by rate, after the coupon, to the cent', () => {
    const lines = vatBreakdown(
      [
        { gross: 11900, vat_name: 'Standard', rate_basis_points: 1900 },
        { gross: 10500, vat_name: 'Reduced', rate_basis_points: 500 },
      ],
      2240,
    );
    expect(lines.reduce((sum, line) => sum + line.gross, 0)).toBe(11900 + 10500 - 2240);
    for (const line of lines) expect(line.vat + line.net).toBe(line.gross);
    expect(lines.map((line) => line.name)).toEqual(['Standard', 'Reduced']);
  });

  it('adds up an order from prices, coupon, delivery and platform fee; pickup is free', () => {
    const lines = [
      { quantity: 2, selling_price: 450, mrp_price: 500 },
      { quantity: 1, selling_price: 1000, mrp_price: 1000 },
    ];
    const fee = { type: 'percent' as const, value: 250 };
    expect(
      orderTotals({ lines, coupon_amount: 190, fulfilment: 'delivery', delivery_charge: 300, platform_fee: fee }),
    ).toEqual({
      mrp_total: 2000,
      items_total: 1900,
      items_discount: 100,
      coupon_amount: 190,
      delivery_charges: 300,
      platform_amount: 48,
      order_total: 1900 - 190 + 300 + 48,
    });
    expect(
      orderTotals({ lines, coupon_amount: 0, fulfilment: 'pickup', delivery_charge: 300, platform_fee: fee })
        .delivery_charges,
    ).toBe(0);
    expect(platformFeeOf({ type: 'flat', value: 99 }, 0)).toBe(0);
  });
});
