import type { Language } from '@bedesten/core/i18n/languages';
import { bucketStarts, localDate, reportRange, rangeFits, type ReportPeriod } from '@bedesten/core/sales/report-range';
import { averageOf, SALES_TIME_ZONE } from '@bedesten/core/sales/sales-rules';
import { AppError } from '@bedesten/core/errors/app-error';
import type { TopProduct, VendorReport } from '@bedesten/core/schemas/vendor-sales';
import { localProductName } from './to-sales-views.ts';
import type { VendorSalesRepository } from './vendor-sales.repository.ts';

const TOP_PRODUCTS = 5;

/**
 * The sales report (sales-rules.ts says what counts): a bucket for every
 * day, week or month of the range, empty ones included so a chart has no
 * gaps, the totals and the best sellers by quantity and by revenue.
 */
export async function buildReport(
  repository: VendorSalesRepository,
  storeId: string,
  input: { period: ReportPeriod; from?: string | undefined; to?: string | undefined },
  context: { lang: Language; currency: string; now?: Date },
): Promise<VendorReport> {
  const timeZone = SALES_TIME_ZONE;
  const { from, to } = reportRange(input.period, localDate(context.now ?? new Date(), timeZone), input);
  if (!rangeFits(from, to, input.period)) throw new AppError(400, 'invalid', { fields: { to: [{ key: 'invalid' }] } });
  const range = { from, to, period: input.period, timeZone };
  const [rows, byQuantity, byRevenue] = await Promise.all([
    repository.reportSeries(storeId, range),
    repository.topProducts(storeId, range, 'quantity', TOP_PRODUCTS),
    repository.topProducts(storeId, range, 'revenue', TOP_PRODUCTS),
  ]);
  const found = new Map(rows.map((row) => [row.start, row]));
  const series = bucketStarts(from, to, input.period).map((start) => {
    const row = found.get(start);
    return { start, orders: row?.orders ?? 0, sales: row?.sales ?? 0, sales_orders: row?.salesOrders ?? 0 };
  });
  const sum = (pick: (b: (typeof series)[number]) => number) => series.reduce((total, b) => total + pick(b), 0);
  const sales = sum((b) => b.sales);
  const salesOrders = sum((b) => b.sales_orders);
  const top = (list: typeof byQuantity): TopProduct[] =>
    list.map((p) => ({
      product_id: p.productId,
      name: localProductName({ productName: p.nameEn, productNameTr: p.nameTr }, context.lang),
      quantity: p.quantity,
      revenue: p.revenue,
    }));
  return {
    period: input.period,
    from,
    to,
    time_zone: timeZone,
    currency: context.currency,
    totals: {
      orders: sum((b) => b.orders),
      sales,
      sales_orders: salesOrders,
      average_order_value: averageOf(sales, salesOrders),
    },
    series,
    top_products: { by_quantity: top(byQuantity), by_revenue: top(byRevenue) },
  };
}
