import { localDate } from '@bedesten/core/sales/report-range';
import { averageOf, SALES_TIME_ZONE } from '@bedesten/core/sales/sales-rules';
import type { VendorDashboard } from '@bedesten/core/schemas/vendor-sales';
import type { VendorSalesRepository } from './vendor-sales.repository.ts';

const LATEST = 5;

/** The dashboard's figures: today and this month (local days, sales-rules.ts), open orders, low stock, the latest orders. */
export async function dashboardSummary(
  repository: VendorSalesRepository,
  storeId: string,
  context: { currency: string; now?: Date },
): Promise<VendorDashboard> {
  const timeZone = SALES_TIME_ZONE;
  const today = localDate(context.now ?? new Date(), timeZone);
  const monthStart = `${today.slice(0, 7)}-01`;
  const [day, month, pending, lowStock, latest] = await Promise.all([
    repository.figuresSince(storeId, today, timeZone),
    repository.figuresSince(storeId, monthStart, timeZone),
    repository.openOrderCount(storeId),
    repository.lowStockVariantCount(storeId),
    repository.latestOrders(storeId, LATEST),
  ]);
  const figures = (f: typeof day) => ({
    sales: f.sales,
    orders: f.orders,
    average_order_value: averageOf(f.sales, f.salesOrders),
  });
  return {
    today: figures(day),
    month: figures(month),
    pending_orders: pending,
    low_stock_variants: lowStock,
    currency: context.currency,
    time_zone: timeZone,
    latest_orders: latest.map((o) => ({
      id: o.id,
      number: o.number,
      customer: o.contactName,
      placed_at: o.placedAt.toISOString(),
      status: o.status,
      payment_status: o.paymentStatus,
      order_total: o.orderTotal,
    })),
  };
}
