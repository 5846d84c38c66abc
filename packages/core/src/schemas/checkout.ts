import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../geo/coordinates.ts';
import { emailSchema } from '../validation/email.ts';

/**
 * Checkout and payment calls (SPEC.md §3 "Payment order", §7
 * `order-by-cod`, `order-initiate-payment`, `paymentVerify`,
 * `paymentFailure`). The API prices everything from the database: the
 * client's totals, prices, fees and discounts are accepted (old clients send
 * them) and ignored.
 */

export const PAYMENT_METHOD_KINDS = ['cod', 'bank_transfer', 'card'] as const;
export type PaymentMethodName = (typeof PAYMENT_METHOD_KINDS)[number];
export const FULFILMENTS = ['delivery', 'pickup'] as const;

/** A figure the client may send and the API never reads. */
const ignoredFigure = z.union([z.number(), z.string(), z.null()]).optional();
const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * Where the order goes: a saved address of the caller (`buyer_address_id`)
 * or one typed at checkout (`address`, `city`, … with `lat`/`lng`).
 */
const destinationFields = {
  buyer_address_id: z.uuid().optional(),
  address: optionalText(255),
  landmark: optionalText(255),
  city: optionalText(100),
  state: optionalText(100),
  zip_code: optionalText(10),
  country: optionalText(100),
  lat: latitudeSchema.optional(),
  lng: longitudeSchema.optional(),
};

/** `checkout-summary`: what the order would cost, and which payment methods are offered. */
export const checkoutQuoteBody = z.object({
  fulfilment: z.enum(FULFILMENTS).default('delivery'),
  ...destinationFields,
  coupon_code: optionalText(40),
  payment_method: z.enum(PAYMENT_METHOD_KINDS).optional(),
});
export type CheckoutQuoteBody = z.infer<typeof checkoutQuoteBody>;

/** SPEC.md §3 "Payment order", plus `fulfilment` and the billing `name`. */
export const paymentOrderBody = checkoutQuoteBody.extend({
  name: z.string().trim().min(1).max(100).optional(),
  contact: z
    .string()
    .trim()
    .min(1)
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'invalid'),
  email: emailSchema.optional(),
  country_code: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/, 'invalid')
    .optional(),
  order_notes: optionalText(500),
  order_from_device: optionalText(40),
  store_id: z.string().optional(),
  order_total: ignoredFigure,
  items_total: ignoredFigure,
  delivery_charges: ignoredFigure,
  platform_amount: ignoredFigure,
  coupon_type: ignoredFigure,
  coupon_type_value: ignoredFigure,
  coupon_amount: ignoredFigure,
  cart_list: z.array(z.unknown()).max(200).optional(),
});
export type PaymentOrderBody = z.infer<typeof paymentOrderBody>;

export const checkoutLineSchema = z.object({
  id: z.uuid(),
  product_id: z.uuid(),
  variation_id: z.uuid(),
  product_name: z.string(),
  size_name: z.string().nullable(),
  unit_name: z.string().nullable(),
  image_url: z.string().nullable(),
  quantity: z.number().int(),
  selling_price: z.number().int(),
  mrp_price: z.number().int(),
  line_total: z.number().int(),
  vat_name: z.string(),
  vat_rate_basis_points: z.number().int(),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

export const orderTotalsSchema = z.object({
  mrp_total: z.number().int(),
  items_total: z.number().int(),
  items_discount: z.number().int(),
  coupon_amount: z.number().int(),
  delivery_charges: z.number().int(),
  platform_amount: z.number().int(),
  order_total: z.number().int(),
});

export const vatLineSchema = z.object({
  name: z.string(),
  rate_basis_points: z.number().int(),
  gross: z.number().int(),
  vat: z.number().int(),
  net: z.number().int(),
});

export const checkoutQuoteSchema = z.object({
  store: z.object({
    id: z.uuid(),
    title: z.string(),
    minimum_order_amount: z.number().int(),
    address: z.string(),
    city: z.string(),
  }),
  fulfilment: z.enum(FULFILMENTS),
  lines: z.array(checkoutLineSchema),
  totals: orderTotalsSchema,
  vat: z.array(vatLineSchema),
  coupon: z
    .object({ code: z.string(), type: z.enum(['percent', 'flat']), value: z.number().int(), amount: z.number().int() })
    .nullable(),
  delivery: z.object({ distance_km: z.number(), max_hours: z.number().int().nullable() }).nullable(),
  payment_methods: z.array(z.enum(PAYMENT_METHOD_KINDS)),
  /**
   * Who a bank transfer goes to (ADR 0089): the store itself, or the platform collecting for it; null when bank
   * transfer is not offered. The IBAN and the payment reference come with the placed order.
   */
  bank_transfer: z
    .object({ payee: z.enum(['store', 'platform']), account_holder: z.string(), store_title: z.string() })
    .nullable(),
  currency: z.string(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;
export const checkoutQuoteResponseSchema = z.object({ data: checkoutQuoteSchema });

export const placedOrderSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: z.string(),
  payment_method: z.enum(PAYMENT_METHOD_KINDS),
  payment_status: z.string(),
  fulfilment: z.enum(FULFILMENTS),
  totals: orderTotalsSchema,
  currency: z.string(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const placedOrderResponseSchema = z.object({
  data: z.object({
    message: z.string(),
    order: placedOrderSchema,
    /** Card orders: where the customer pays (the gateway's page). */
    payment: z.object({ id: z.uuid(), status: z.string(), redirect_url: z.string().nullable() }).nullable(),
  }),
});
export type PlacedOrderResponse = z.infer<typeof placedOrderResponseSchema>;

/** `paymentVerify` / `paymentFailure`: the test gateway's signed outcome, or a Stripe Checkout Session. */
export const paymentCallbackSchema = z.object({
  payment_id: z.uuid().optional(),
  outcome: z.enum(['paid', 'declined', 'cancelled']).optional(),
  signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  session_id: z.string().max(255).optional(),
});
export type PaymentCallback = z.infer<typeof paymentCallbackSchema>;

export const paymentStateSchema = z.object({
  order_id: z.uuid(),
  number: z.number().int(),
  order_status: z.string(),
  payment_method: z.enum(PAYMENT_METHOD_KINDS),
  payment_status: z.string(),
  order_total: z.number().int(),
  currency: z.string(),
  payment: z
    .object({ id: z.uuid(), status: z.enum(['pending', 'captured', 'failed']), redirect_url: z.string().nullable() })
    .nullable(),
  /** While `payment_status` is `awaiting_payment` (a card was declined): until when another card may pay. */
  payment_due_at: z.iso.datetime().nullable(),
  /**
   * Who cancelled the order (null while it is not cancelled): only a "system" cancel (a failed or timed-out
   * payment) puts the lines back in the cart; after anyone else's the page offers the way back to the store.
   */
  cancelled_by: z.enum(['vendor', 'customer', 'staff', 'system']).nullable(),
  /** The store's slug, for "back to the store". */
  store_slug: z.string(),
  /** Whether this call changed anything (false when another call got there first). */
  changed: z.boolean(),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;
export const paymentStateResponseSchema = z.object({ data: paymentStateSchema });
export const orderIdQuery = z.object({ order_id: z.uuid() });
