import { AppError } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '@bedesten/core/messages/catalogue';
import type { OrderStatus } from '@bedesten/core/orders/order-status';
import { orderLineCsvRow, orderLinesCsvHeader } from '@bedesten/core/sales/order-lines-csv';
import { localDate, rangeFits, reportRange, type ReportPeriod } from '@bedesten/core/sales/report-range';
import { SALES_TIME_ZONE } from '@bedesten/core/sales/sales-rules';
import type { CsvValue } from '@bedesten/core/sales/csv';
import { localProductName } from './to-sales-views.ts';
import type { OrderLineCursor, OrderLineRow, VendorSalesRepository } from './vendor-sales.repository.ts';

/** Lines read per query: one page of the export at a time (ADR 0081). */
export const ORDER_LINES_PAGE = 500;

/** The report's range (its dates, or its period's default): the export covers what the report shows. */
export function exportRange(
  input: { period: ReportPeriod; from?: string | undefined; to?: string | undefined },
  now: Date = new Date(),
): { from: string; to: string } {
  const { from, to } = reportRange(input.period, localDate(now, SALES_TIME_ZONE), input);
  if (!rangeFits(from, to, input.period)) throw new AppError(400, 'invalid', { fields: { to: [{ key: 'invalid' }] } });
  return { from, to };
}

/** A line's product as the page language names it, with its size ("Köy ekmeği (Büyük)"). */
function productOf(row: OrderLineRow, lang: Language): string {
  const name = localProductName(row, lang);
  const size = lang === 'tr' && row.sizeNameTr ? row.sizeNameTr : row.sizeName;
  return size ? `${name} (${size})` : name;
}

/**
 * `vendor-report-order-lines`: the header, then one row per line of every
 * order placed in the range (cancelled ones too: the status column says
 * so), read from the database a page at a time as the stream asks for more.
 */
export async function* orderLineRows(
  repository: VendorSalesRepository,
  storeId: string,
  range: { from: string; to: string },
  context: { lang: Language; currency: string },
): AsyncGenerator<CsvValue[]> {
  const { lang, currency } = context;
  yield orderLinesCsvHeader(lang, currency);
  let after: OrderLineCursor | null = null;
  for (;;) {
    const page = await repository.orderLinesPage(
      storeId,
      { ...range, timeZone: SALES_TIME_ZONE },
      after,
      ORDER_LINES_PAGE,
    );
    for (const row of page) {
      yield orderLineCsvRow(
        {
          day: row.day,
          number: row.number,
          product: productOf(row, lang),
          quantity: row.quantity,
          unit_price: row.sellingPrice,
          vat_rate_basis_points: row.vatRateBasisPoints,
          status_label: message(`order_status_${row.status as OrderStatus}`, lang),
        },
        lang,
        currency,
      );
    }
    if (page.length < ORDER_LINES_PAGE) return;
    const last = page.at(-1)!;
    after = { placedAt: last.placedAt, number: last.number, itemId: last.itemId };
  }
}
