import type { Language } from '../i18n/languages.ts';
import { csvAmount, csvDialectOf, type CsvValue } from './csv.ts';

/**
 * The order-lines export (issue 43): one spreadsheet row per line of every
 * order placed in the report's range, for a vendor's own bookkeeping. The
 * API reads the lines page by page and hands them here already in the page
 * language (product and status words), so this stays pure.
 */
export interface OrderLineForCsv {
  /** The day the order was placed, in the shop's time zone (YYYY-MM-DD). */
  day: string;
  number: number;
  /** The product as it was ordered, with its size ("Köy ekmeği (Büyük)"). */
  product: string;
  quantity: number;
  /** Minor units, VAT included, as the customer paid it for one. */
  unit_price: number;
  /** Basis points (1900 = 19 %). */
  vat_rate_basis_points: number;
  status_label: string;
}

const LABELS = {
  en: {
    date: 'Date',
    number: 'Order number',
    product: 'Product',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    vatRate: 'VAT rate (%)',
    lineTotal: 'Line total',
    status: 'Status',
  },
  tr: {
    date: 'Tarih',
    number: 'Sipariş numarası',
    product: 'Ürün',
    quantity: 'Adet',
    unitPrice: 'Birim fiyat',
    vatRate: 'KDV oranı (%)',
    lineTotal: 'Satır toplamı',
    status: 'Durum',
  },
} as const;

/** The header row: money columns name the currency ("Unit price (EUR)"). */
export function orderLinesCsvHeader(lang: Language, currency: string): CsvValue[] {
  const l = LABELS[lang];
  return [
    l.date,
    l.number,
    l.product,
    l.quantity,
    `${l.unitPrice} (${currency})`,
    l.vatRate,
    `${l.lineTotal} (${currency})`,
    l.status,
  ];
}

/** One line's row; amounts and the VAT rate with the language's decimal mark ("4,50", "9,5"). */
export function orderLineCsvRow(line: OrderLineForCsv, lang: Language, currency: string): CsvValue[] {
  const dialect = csvDialectOf(lang);
  return [
    line.day,
    line.number,
    line.product,
    line.quantity,
    csvAmount(line.unit_price, currency, dialect),
    line.vat_rate_basis_points / 100,
    csvAmount(line.unit_price * line.quantity, currency, dialect),
    line.status_label,
  ];
}

/** The export's file name: `order-lines-2026-09-01-2026-11-23.csv`. */
export function orderLinesFileName(range: { from: string; to: string }): string {
  return `order-lines-${range.from}-${range.to}.csv`;
}
