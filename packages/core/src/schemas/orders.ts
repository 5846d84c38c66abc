import { z } from 'zod';
import { isIsoDate } from '../sales/report-range.ts';
import { ORDER_STATUSES } from '../orders/order-status.ts';
import { pagedListSchema, pageQuerySchema } from '../paging/paged-list.ts';

/**
 * Orders after checkout (SPEC.md §3 "Order", §7 orderList, changeOrderStatus,
 * vendor-orders-list, vendor-orders-details, vendor-update-order-status):
 * what customers and vendors read and send. Money in minor units.
 */

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const PAYMENT_METHODS = ['cod', 'bank_transfer', 'card'] as const;
/** `awaiting_payment`: a card order whose card was declined, kept until `payment.due_at` for another card. */
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'awaiting_payment', 'paid', 'failed', 'refunded'] as const;

const storeRef = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  image_url: z.string().nullable(),
});

/** A row of the customer's or the vendor's order list. */
export const orderSummarySchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: orderStatusSchema,
  status_label: z.string(),
  fulfilment: z.enum(['delivery', 'pickup']),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  order_total: z.number().int(),
  currency: z.string(),
  item_count: z.number().int(),
  placed_at: z.iso.datetime(),
  store: storeRef,
  /** Who ordered (the vendor's list shows it). */
  customer_name: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderItemSchema = z.object({
  id: z.uuid(),
  product_id: z.uuid().nullable(),
  variant_id: z.uuid().nullable(),
  name: z.string(),
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
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderAddressSchema = z.object({
  name: z.string(),
  contact: z.string(),
  address: z.string(),
  landmark: z.string().nullable().optional(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string().nullable().optional(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
});

export const vatLineSchema = z.object({
  name: z.string(),
  rate_basis_points: z.number().int(),
  gross: z.number().int(),
  vat: z.number().int(),
  net: z.number().int(),
});

/** One step of the timeline a customer sees (SPEC.md §4 statuses, in order). */
export const timelineStepSchema = z.object({
  status: orderStatusSchema,
  label: z.string(),
  done: z.boolean(),
  current: z.boolean(),
  at: z.iso.datetime().nullable(),
});
export type TimelineStep = z.infer<typeof timelineStepSchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  contact_name: z.string(),
  contact: z.string(),
  email: z.string().nullable(),
  address: orderAddressSchema.nullable(),
  order_notes: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  items: z.array(orderItemSchema),
  totals: z.object({
    mrp_total: z.number().int(),
    items_total: z.number().int(),
    items_discount: z.number().int(),
    coupon_code: z.string().nullable(),
    coupon_amount: z.number().int(),
    delivery_charges: z.number().int(),
    platform_amount: z.number().int(),
    order_total: z.number().int(),
    vat_total: z.number().int(),
  }),
  vat_lines: z.array(vatLineSchema),
  payment: z.object({
    method: z.enum(PAYMENT_METHODS),
    method_label: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    transaction_id: z.string().nullable(),
    provider: z.string().nullable(),
    paid_at: z.iso.datetime().nullable(),
    /** While `awaiting_payment`: until when another card may pay it; then it is cancelled and its stock released. */
    due_at: z.iso.datetime().nullable(),
    can_mark_paid: z.boolean(),
  }),
  timeline: z.array(timelineStepSchema),
  /** Every status change with who made it, oldest first. */
  events: z.array(
    z.object({
      status: orderStatusSchema,
      label: z.string(),
      actor: z.enum(['vendor', 'customer', 'staff', 'system']),
      note: z.string().nullable(),
      created_at: z.iso.datetime(),
    }),
  ),
  /** The statuses the caller may move the order to now (the vendor's menu; the customer's cancel). */
  next_statuses: z.array(orderStatusSchema),
  can_cancel: z.boolean(),
  tracking: z.object({
    store: z.object({ lat: z.number(), lng: z.number(), title: z.string(), address: z.string() }).nullable(),
    delivery: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    distance_km: z.number().nullable(),
  }),
  store_contact: z.object({
    address: z.string(),
    city: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /**
   * Bank-transfer orders (ADR 0089): the account to pay into (IBAN in electronic form, BIC when known, holder),
   * who that is (the store, or the platform collecting for it) and the reference to write on the transfer (the
   * order number). All null for other payment methods.
   */
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  account_holder: z.string().nullable(),
  payment_reference: z.string().nullable(),
  bank_transfer_payee: z.enum(['store', 'platform']).nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderListResponseSchema = pagedListSchema(orderSummarySchema);
export const orderDetailResponseSchema = z.object({ data: orderDetailSchema, message: z.string().optional() });

export const orderListQuery = pageQuerySchema;

/** Staff look orders up across stores: newest first, or the one with this number. */
export const staffOrderListQuery = pageQuerySchema.extend({
  number: z.coerce.number().int().positive().optional(),
});

/** A date as the date inputs send it (yyyy-mm-dd). */
/** A calendar day that exists (no 2025-02-30, no month 80). */
const day = z.string().refine(isIsoDate, 'invalid');

/** `vendor-orders-list`: SPEC.md §4 completed|processing, a placed-date range, paged. */
export const vendorOrderListBody = z
  .object({
    status: z.enum(['completed', 'processing', 'all']).default('all'),
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(10),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: 'invalid',
    path: ['to'],
  });
export type VendorOrderListBody = z.infer<typeof vendorOrderListBody>;

export const orderIdParams = z.object({ id: z.uuid() });

/** `changeOrderStatus` (the customer): cancelling is the one change a customer makes. */
export const customerStatusBody = z.object({
  order_id: z.uuid(),
  status: z.literal('cancelled'),
  reason: z.string().trim().max(500).optional(),
});

/** Staff cancel an order: the reason is required, it goes on the order's timeline for customer and store. */
export const staffCancelBody = z.object({
  order_id: z.uuid(),
  reason: z.string().trim().min(1).max(500),
});

/** `vendor-update-order-status`: any move of the transition table; `mark_paid` records a cash or bank payment. */
export const vendorStatusBody = z
  .object({
    order_id: z.uuid(),
    status: orderStatusSchema.optional(),
    reason: z.string().trim().max(500).optional(),
    mark_paid: z.boolean().optional(),
  })
  .refine((value) => value.status !== undefined || value.mark_paid === true, {
    message: 'required',
    path: ['status'],
  })
  // A store that cancels says why: the customer reads it on the order and in the notice (issue 43).
  .refine((value) => value.status !== 'cancelled' || Boolean(value.reason), {
    message: 'vendor_cancel_reason_required',
    path: ['reason'],
  });

// ---- notifications

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.iso.datetime(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationListResponseSchema = pagedListSchema(notificationSchema).extend({
  unread_count: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListResponseSchema>;

export const notificationReadBody = z.union([z.object({ id: z.uuid() }), z.object({ all: z.literal(true) })]);

export const unreadCountResponseSchema = z.object({ data: z.object({ unread_count: z.number().int() }) });

/** What the vendor's open panel hears on `vendor-events` (server-sent events). */
export const vendorEventSchema = z.object({
  type: z.literal('order.placed'),
  order_id: z.uuid(),
  number: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  message: z.string(),
});
export type VendorEvent = z.infer<typeof vendorEventSchema>;
