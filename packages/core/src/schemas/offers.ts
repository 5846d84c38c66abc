import { z } from 'zod';
import { latitudeParamSchema, longitudeParamSchema } from '../geo/coordinates.ts';
import { percentToBasisPoints } from '../money/percent.ts';
import { normaliseVoucherCode, VOUCHER_CODE_PATTERN } from '../offers/coupon-rules.ts';
import { pagedListSchema, pageQuerySchema } from '../paging/paged-list.ts';
import { checkDeliveryRanges, DELIVERY_BAND_NO_LIMIT, type DeliveryChargeRange } from '../pricing/delivery-charges.ts';
import { serialIdSchema } from '../validation/numbers.ts';

/**
 * Offers and coupons, delivery-charge bands, VAT rates and the platform fee
 * (SPEC.md §3 "Offer", "Delivery charge range", "VAT"; §5; ADR 0024): the
 * request and response schemas the API validates with and the vendor and
 * staff forms reuse, so both word a problem with the same catalogue message.
 * Money is integer minor units; rates and percentage fees are basis points
 * in storage (a VAT rate travels as a percent with up to two decimals).
 */

export const DISCOUNT_TYPES = ['percent', 'flat'] as const;
export const OFFER_STATUSES = ['active', 'inactive'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Amounts a form may send: whole minor units, up to €1 000 000. */
const MAX_MINOR = 100_000_000;
const money = z.number().int().min(0).max(MAX_MINOR);
const optionalLimit = z.number().int().min(1).max(1_000_000).nullable().optional();
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
export const DEFAULT_OFFER_COLOUR = '#c2410c';

/**
 * A vendor's offer (SPEC.md §3 "Offer", §5): title, description, minimum
 * amount, start and end, discount type required; percent 1–100, flat at
 * least one cent and less than the minimum order; the voucher code letters
 * and digits only, kept upper-case; the end after the start and not yet
 * past. `id` names the store's own offer to change.
 */
export const offerFields = z
  .object({
    id: z.uuid().optional(),
    title: z.string().trim().min(2).max(100),
    description: z.string().trim().min(2).max(500),
    discount_type: z.enum(DISCOUNT_TYPES),
    discount_value: z.number().int().min(1).max(MAX_MINOR),
    minimum_order_amount: money,
    start_date: z.iso.datetime({ offset: true }),
    end_date: z.iso.datetime({ offset: true }),
    colour: z.string().regex(HEX_COLOUR, 'invalid').default(DEFAULT_OFFER_COLOUR),
    online_payment_only: z.boolean().default(false),
    status: z.enum(OFFER_STATUSES).default('active'),
    // `abort`: an empty box is "required", not also "letters and digits only".
    code: z
      .string()
      .trim()
      .min(1, { abort: true })
      .regex(VOUCHER_CODE_PATTERN, 'voucher_code_invalid')
      .transform(normaliseVoucherCode),
    usage_limit: optionalLimit,
    per_customer_limit: optionalLimit,
  })
  .superRefine(
    (offer, ctx) => {
      // Runs even when a field above failed (`when`), so every problem is told at once, not in a second
      // round after the first is fixed: the fields may then be missing or raw, hence the type checks.
      const value = typeof offer.discount_value === 'number' ? offer.discount_value : undefined;
      const minimum = typeof offer.minimum_order_amount === 'number' ? offer.minimum_order_amount : undefined;
      if (offer.discount_type === 'percent' && value !== undefined && value > 100) {
        ctx.addIssue({ code: 'custom', message: 'discount_percent_range', input: value, path: ['discount_value'] });
      }
      // "€50 off a €10 minimum" would pay customers to order.
      if (offer.discount_type === 'flat' && value !== undefined && minimum !== undefined && value >= minimum) {
        ctx.addIssue({ code: 'custom', message: 'offer_flat_above_minimum', input: value, path: ['discount_value'] });
      }
      const start = typeof offer.start_date === 'string' ? Date.parse(offer.start_date) : Number.NaN;
      const end = typeof offer.end_date === 'string' ? Date.parse(offer.end_date) : Number.NaN;
      if (end <= start) {
        ctx.addIssue({ code: 'custom', message: 'offer_dates_order', path: ['end_date'] });
      } else if (end <= Date.now()) {
        // An offer over before it is saved helps nobody; one that started earlier and still runs is fine.
        ctx.addIssue({ code: 'custom', message: 'offer_end_in_past', path: ['end_date'] });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type OfferFields = z.input<typeof offerFields>;
export type OfferBody = z.output<typeof offerFields>;

/** An offer as its vendor sees it. */
export const vendorOfferSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_value: z.number().int(),
  minimum_order_amount: z.number().int(),
  start_date: z.iso.datetime(),
  end_date: z.iso.datetime(),
  colour: z.string(),
  online_payment_only: z.boolean(),
  status: z.enum(OFFER_STATUSES),
  code: z.string(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  /** Active and between its dates: what customers see now. */
  is_current: z.boolean(),
  created_at: z.iso.datetime(),
});
export type VendorOffer = z.infer<typeof vendorOfferSchema>;
export const vendorOfferResponseSchema = z.object({ data: vendorOfferSchema });
export const vendorOfferListQuery = pageQuerySchema.extend({ status: z.enum(OFFER_STATUSES).optional() });
export const vendorOfferListResponseSchema = pagedListSchema(vendorOfferSchema);
export const offerStatusBody = z.object({ id: z.uuid(), status: z.enum(OFFER_STATUSES).optional() });
export const idBody = z.object({ id: z.uuid() });

/** An offer as customers see it on the store page and at checkout (`offerList`). */
export const publicOfferSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  code: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_value: z.number().int(),
  minimum_order_amount: z.number().int(),
  colour: z.string(),
  online_payment_only: z.boolean(),
  end_date: z.iso.datetime(),
});
export type PublicOffer = z.infer<typeof publicOfferSchema>;
export const offerListQuery = z.object({ store_id: z.uuid() });
export const offerListResponseSchema = z.object({ data: z.array(publicOfferSchema) });

/**
 * Trying a code before checkout. Without `items_total` the signed-in
 * customer's cart for that store is priced from the catalogue; with
 * `payment_method` an online-only coupon is checked against it.
 */
export const applyCouponBody = z.object({
  store_id: z.uuid(),
  code: z.string().trim().min(1).max(64),
  items_total: money.optional(),
  payment_method: z.enum(['cod', 'bank_transfer', 'card']).optional(),
});
export const applyCouponResponseSchema = z.object({
  data: z.object({
    code: z.string(),
    title: z.string(),
    discount_type: z.enum(DISCOUNT_TYPES),
    discount_value: z.number().int(),
    online_payment_only: z.boolean(),
    items_total: z.number().int(),
    coupon_amount: z.number().int(),
  }),
  message: z.string(),
});

// ---- delivery charges

/** The most bands a store keeps: enough for any real price list. */
export const MAX_DELIVERY_RANGES = 20;

/** An empty "To" is a band without an upper limit ("€40.00 and above"). */
const noLimitWhenEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' ? DELIVERY_BAND_NO_LIMIT : value;

/**
 * One band as a form sends it. Every field is checked by
 * `checkDeliveryRanges` (SPEC.md §5), all at once: each box in trouble is
 * marked by itself ("Charge is required"), and the list says once "Please
 * check all charges are filled properly".
 */
const rangeInput = z.object({
  min_price: z.unknown().optional(),
  max_price: z.preprocess(noLimitWhenEmpty, z.unknown()),
  charge: z.unknown().optional(),
  max_distance_km: z.unknown().optional(),
  max_hours: z.unknown().optional(),
});

/**
 * The bands' body. With the store's delivery radius (km), a band that would
 * reach farther than the store delivers is refused too, naming the radius;
 * the API checks that against the stored radius, the form against the one
 * it shows.
 */
export function deliveryRangesBodyWithin(radiusKm?: number) {
  return z
    .object({ ranges: z.array(rangeInput).max(MAX_DELIVERY_RANGES) })
    .superRefine(({ ranges }, ctx) => {
      const problems = checkDeliveryRanges(ranges as Partial<Record<keyof DeliveryChargeRange, unknown>>[], radiusKm);
      if (problems.some((p) => p.problem === 'charges_incomplete')) {
        ctx.addIssue({ code: 'custom', message: 'charges_incomplete', path: ['ranges'] });
      }
      for (const { index, problem, field, empty } of problems) {
        const path = ['ranges', index, field];
        if (problem === 'charges_incomplete') {
          ctx.addIssue({ code: 'custom', message: empty ? 'required' : 'invalid', path });
        } else if (problem === 'min_above_max') {
          ctx.addIssue({ code: 'custom', message: 'min_price_above_max', path });
        } else if (problem === 'hours_two_digits') {
          ctx.addIssue({ code: 'custom', message: 'max_hours_two_digits', path });
        } else {
          // too_big carries the radius, which the message names ("up to {n} km").
          ctx.addIssue({
            code: 'too_big',
            origin: 'number',
            maximum: radiusKm ?? 0,
            inclusive: true,
            message: 'band_beyond_radius',
            path,
          });
        }
      }
      // Money and kilometres are whole numbers in storage (minor units, km).
      ranges.forEach((range, index) => {
        for (const field of ['min_price', 'max_price', 'charge', 'max_distance_km'] as const) {
          const value = range[field];
          if (typeof value === 'number' && Number.isFinite(value) && (!Number.isInteger(value) || value > MAX_MINOR)) {
            ctx.addIssue({ code: 'custom', message: 'invalid', path: ['ranges', index, field] });
          }
        }
      });
    })
    .transform(({ ranges }) => ({ ranges: ranges as unknown as DeliveryChargeRange[] }));
}

export const deliveryRangesBody = deliveryRangesBodyWithin();
export type DeliveryRangesInput = z.input<typeof deliveryRangesBody>;

export const deliveryRangeSchema = z.object({
  min_price: z.number().int(),
  max_price: z.number().int(),
  charge: z.number().int(),
  max_distance_km: z.number().int(),
  max_hours: z.number().int(),
});
export type DeliveryRange = z.infer<typeof deliveryRangeSchema>;
export const deliveryRangesResponseSchema = z.object({
  data: z.object({
    ranges: z.array(deliveryRangeSchema),
    /** The store's own delivery radius (km): nothing beyond it is delivered, whatever the bands say. */
    delivery_max_distance: z.number().int(),
  }),
});

export const deliveryQuoteQuery = z.object({
  store_id: z.uuid(),
  lat: latitudeParamSchema,
  lng: longitudeParamSchema,
  items_total: z.coerce.number().int().min(0).max(MAX_MINOR),
});
export const deliveryQuoteResponseSchema = z.object({
  data: z.object({
    charge: z.number().int(),
    max_hours: z.number().int().nullable(),
    distance_km: z.number(),
  }),
});

// ---- VAT rates

/** A percent with at most two decimals (19, 9.5, 4.75), 0–100. */
export const vatRatePercent = z
  .number()
  .min(0)
  .max(100)
  .refine((rate) => Math.abs(percentToBasisPoints(rate) - rate * 100) < 1e-6, 'invalid');

export const vatRateFields = z.object({
  id: serialIdSchema.optional(),
  name: z.string().trim().min(2).max(60),
  rate: vatRatePercent,
});
export type VatRateFields = z.input<typeof vatRateFields>;

export const vatRateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Percent (19 = 19 %). */
  rate: z.number(),
  /** `platform`: Cyprus's rates every store may use (staff keep them); `store`: the vendor's own. */
  scope: z.enum(['platform', 'store']),
  /** Products that use the rate; one in use cannot be deleted. */
  product_count: z.number().int(),
});
export type VatRate = z.infer<typeof vatRateSchema>;
export const vatRateListResponseSchema = z.object({ data: z.array(vatRateSchema) });
export const vatRateResponseSchema = z.object({ data: vatRateSchema });
export const vatRateIdBody = z.object({ id: serialIdSchema });

// ---- platform fee

export const PLATFORM_FEE_TYPES = ['flat', 'percent'] as const;

/** flat: minor units (at most €1 000); percent: basis points (250 = 2.5 %, at most 50 %). */
export const platformFeeBody = z
  .object({ type: z.enum(PLATFORM_FEE_TYPES), value: z.number().int().min(0).max(100_000) })
  .superRefine((fee, ctx) => {
    if (fee.type === 'percent' && fee.value > 5_000) {
      ctx.addIssue({ code: 'custom', message: 'invalid', input: fee.value, path: ['value'] });
    }
  });
export type PlatformFeeBody = z.infer<typeof platformFeeBody>;
export const platformFeeResponseSchema = z.object({
  data: z.object({ type: z.enum(PLATFORM_FEE_TYPES), value: z.number().int() }),
});
