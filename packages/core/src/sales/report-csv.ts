import type { Language } from '../i18n/languages.ts';
import type { VendorReport } from '../schemas/vendor-sales.ts';
import { csvAmount, csvDialectOf, toCsv, type CsvValue } from './csv.ts';

const LABELS = {
  en: {
    period: { day: 'Day', week: 'Week starting', month: 'Month' },
    orders: 'Orders',
    soldOrders: 'Sold orders',
    sales: 'Sales',
    total: 'Total',
    topProducts: 'Top products',
    product: 'Product',
    quantity: 'Quantity',
    revenue: 'Revenue',
  },
  tr: {
    period: { day: 'Gün', week: 'Hafta başı', month: 'Ay' },
    orders: 'Siparişler',
    soldOrders: 'Satılan siparişler',
    sales: 'Satışlar',
    total: 'Toplam',
    topProducts: 'En çok satan ürünler',
    product: 'Ürün',
    quantity: 'Adet',
    revenue: 'Gelir',
  },
} as const;

/**
 * The report's spreadsheet rows in the page's language, one at a time (a
 * stream writes them as they come, ADR 0081): one row per bucket (its first
 * day, YYYY-MM-DD, or YYYY-MM for months), a total, then the top products by
 * revenue. Amounts are decimals in the report's currency, with the decimal
 * mark of the language's CSV dialect (csvDialectOf), which writes the lines.
 */
export function* reportCsvRows(report: VendorReport, lang: Language): Generator<CsvValue[]> {
  const l = LABELS[lang];
  const dialect = csvDialectOf(lang);
  const amount = (minor: number) => csvAmount(minor, report.currency, dialect);
  const money = `${l.sales} (${report.currency})`;
  yield [l.period[report.period], l.orders, l.soldOrders, money];
  for (const bucket of report.series) {
    const label = report.period === 'month' ? bucket.start.slice(0, 7) : bucket.start;
    yield [label, bucket.orders, bucket.sales_orders, amount(bucket.sales)];
  }
  yield [l.total, report.totals.orders, report.totals.sales_orders, amount(report.totals.sales)];
  yield [];
  yield [l.topProducts];
  yield [l.product, l.quantity, `${l.revenue} (${report.currency})`];
  for (const product of report.top_products.by_revenue) {
    yield [product.name, product.quantity, amount(product.revenue)];
  }
}

/** The report as one CSV document (byte order mark first), in the language's dialect. */
export function reportCsv(report: VendorReport, lang: Language): string {
  return toCsv(reportCsvRows(report, lang), csvDialectOf(lang));
}

/** The download's file name: `sales-report-week-2026-09-01-2026-11-23.csv`. */
export function reportFileName(report: Pick<VendorReport, 'period' | 'from' | 'to'>): string {
  return `sales-report-${report.period}-${report.from}-${report.to}.csv`;
}
