import { z } from 'zod';
import { pagedListSchema, pageQuerySchema } from '../paging/paged-list.ts';
import { isIsoDate, rangeFits, REPORT_PERIODS } from '../sales/report-range.ts';

/** SPEC.md §9 transaction filters: the last 1 to 4 weeks, or all. */
export const TRANSACTION_PERIODS = ['1w', '2w', '3w', '4w', 'all'] as const;
export type TransactionPeriod = (typeof TRANSACTION_PERIODS)[number];
export const TRANSACTION_STATUSES = ['paid', 'unpaid'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const PAYMENT_METHODS = ['cod', 'bank_transfer', 'card'] as const;
export const ORDER_STATUS_VALUES = ['placed', 'accepted', 'packed', 'dispatched', 'delivered', 'cancelled'] as const;
export const PAYMENT_STATUS_VALUES = ['unpaid', 'pending', 'awaiting_payment', 'paid', 'failed', 'refunded'] as const;

/** `vendor-payments-list`: the paid/unpaid filter, the period, a page (JSON body or query). */
export const vendorPaymentsListBody = pageQuerySchema.extend({
  status: z.enum(TRANSACTION_STATUSES).optional(),
  period: z.enum(TRANSACTION_PERIODS).default('all'),
});
export type VendorPaymentsListBody = z.input<typeof vendorPaymentsListBody>;

/** SPEC.md §3 Transaction: an order's payment. `id` is the order's; `payment_id` the payment row's when there is one. */
export const transactionSchema = z.object({
  id: z.uuid(),
  payment_id: z.uuid().nullable(),
  order_id: z.uuid(),
  order_number: z.number().int(),
  sender: z.string(),
  date: z.iso.datetime(),
  paid_at: z.iso.datetime().nullable(),
  email: z.string().nullable(),
  contact: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  payment_status: z.enum(PAYMENT_STATUS_VALUES),
  amount: z.number().int(),
  currency: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const vendorTransactionListSchema = z.object({
  all_count: z.number().int(),
  completed_count: z.number().int(),
  pending_count: z.number().int(),
  transactions_list: pagedListSchema(transactionSchema),
});
export type VendorTransactionList = z.infer<typeof vendorTransactionListSchema>;
export const vendorTransactionListResponseSchema = z.object({ data: vendorTransactionListSchema });

export const paymentAttemptSchema = z.object({
  id: z.uuid(),
  provider: z.string(),
  status: z.enum(['pending', 'captured', 'failed']),
  amount: z.number().int(),
  currency: z.string(),
  provider_ref: z.string().nullable(),
  created_at: z.iso.datetime(),
  captured_at: z.iso.datetime().nullable(),
});

/** `vendor-transaction-details/{id}`: the transaction with the order's state and every payment attempt. */
export const transactionDetailSchema = transactionSchema.extend({
  order_status: z.enum(ORDER_STATUS_VALUES),
  fulfilment: z.enum(['delivery', 'pickup']),
  payments: z.array(paymentAttemptSchema),
});
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;
export const transactionDetailResponseSchema = z.object({ data: transactionDetailSchema });

export const salesOrderItemSchema = z.object({
  id: z.uuid(),
  product_id: z.uuid().nullable(),
  product_name: z.string(),
  size_name: z.string().nullable(),
  quantity: z.number().int(),
  selling_price: z.number().int(),
  mrp_price: z.number().int(),
  line_total: z.number().int(),
});

/** `vendor-payment-orders-details/{id}`: the order behind a transaction (SPEC.md §3 Order). */
export const salesOrderSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: z.enum(ORDER_STATUS_VALUES),
  fulfilment: z.enum(['delivery', 'pickup']),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUS_VALUES),
  placed_at: z.iso.datetime(),
  paid_at: z.iso.datetime().nullable(),
  customer: z.object({ name: z.string(), email: z.string().nullable(), contact: z.string() }),
  address: z
    .object({ name: z.string(), contact: z.string(), address: z.string(), city: z.string(), state: z.string() })
    .nullable(),
  order_notes: z.string().nullable(),
  items: z.array(salesOrderItemSchema),
  mrp_total: z.number().int(),
  items_total: z.number().int(),
  items_discount: z.number().int(),
  coupon_code: z.string().nullable(),
  coupon_amount: z.number().int(),
  delivery_charges: z.number().int(),
  platform_amount: z.number().int(),
  order_total: z.number().int(),
  currency: z.string(),
});
export type SalesOrder = z.infer<typeof salesOrderSchema>;
export const salesOrderResponseSchema = z.object({ data: salesOrderSchema });

const isoDay = z.string().refine(isIsoDate, { message: 'invalid' });

/**
 * `vendor-report-management`: day, week or month buckets between two days
 * (YYYY-MM-DD, in the deployment's time zone; the last 30 days / 12 weeks /
 * 12 months when left out). `format=csv` answers a spreadsheet instead.
 */
export const vendorReportBody = z
  .object({
    period: z.enum(REPORT_PERIODS).default('day'),
    from: isoDay.optional(),
    to: isoDay.optional(),
    format: z.enum(['json', 'csv']).optional(),
  })
  .superRefine((value, ctx) => {
    // Only two real days make a range; a bad day has its own issue already.
    if (
      value.from &&
      value.to &&
      isIsoDate(value.from) &&
      isIsoDate(value.to) &&
      !rangeFits(value.from, value.to, value.period)
    ) {
      ctx.addIssue({ code: 'custom', message: 'invalid', path: ['to'] });
    }
  });
export type VendorReportBody = z.input<typeof vendorReportBody>;

export const reportBucketSchema = z.object({
  /** The bucket's first day (YYYY-MM-DD): the day, the week's Monday, the month's 1st. */
  start: z.string(),
  orders: z.number().int(),
  sales: z.number().int(),
  sales_orders: z.number().int(),
});
export type ReportBucket = z.infer<typeof reportBucketSchema>;

export const topProductSchema = z.object({
  product_id: z.uuid().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  revenue: z.number().int(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

export const vendorReportSchema = z.object({
  period: z.enum(REPORT_PERIODS),
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  currency: z.string(),
  totals: z.object({
    orders: z.number().int(),
    sales: z.number().int(),
    sales_orders: z.number().int(),
    average_order_value: z.number().int(),
  }),
  series: z.array(reportBucketSchema),
  top_products: z.object({ by_quantity: z.array(topProductSchema), by_revenue: z.array(topProductSchema) }),
});
export type VendorReport = z.infer<typeof vendorReportSchema>;
export const vendorReportResponseSchema = z.object({ data: vendorReportSchema });

export const dashboardFiguresSchema = z.object({
  sales: z.number().int(),
  orders: z.number().int(),
  average_order_value: z.number().int(),
});

export const dashboardOrderSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  customer: z.string(),
  placed_at: z.iso.datetime(),
  status: z.enum(ORDER_STATUS_VALUES),
  payment_status: z.enum(PAYMENT_STATUS_VALUES),
  order_total: z.number().int(),
});

/** `vendor-dashboard`: today's and this month's figures, open orders, low stock, the latest five orders. */
export const vendorDashboardSchema = z.object({
  today: dashboardFiguresSchema,
  month: dashboardFiguresSchema,
  pending_orders: z.number().int(),
  low_stock_variants: z.number().int(),
  currency: z.string(),
  time_zone: z.string(),
  latest_orders: z.array(dashboardOrderSchema),
});
export type VendorDashboard = z.infer<typeof vendorDashboardSchema>;
export const vendorDashboardResponseSchema = z.object({ data: vendorDashboardSchema });
