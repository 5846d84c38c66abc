/**
 * CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, and a UTF-8 byte
 * order mark, without which Excel reads the file as the local code page and
 * garbles Turkish letters (ş, ğ, ı, İ).
 *
 * Excel splits a CSV by the list separator of the computer's region and
 * reads numbers with its decimal mark: in Turkey that is `;` and `,`, so a
 * comma-separated file opens as one column. Each language has its dialect
 * (DESIGN.md §1: `;` and decimal commas for tr).
 */

import type { Language } from '../i18n/languages.ts';
import { minorToDecimal } from '../money/minor-units.ts';

export type CsvValue = string | number | null | undefined;

export const UTF8_BOM = '\uFEFF';

export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
}

export const CSV_COMMA: CsvDialect = { separator: ',', decimal: '.' };
export const CSV_SEMICOLON: CsvDialect = { separator: ';', decimal: ',' };

/** The dialect a spreadsheet in that language's region opens as columns: en `,` and `.`, tr `;` and `,`. */
export function csvDialectOf(lang: Language): CsvDialect {
  return lang === 'tr' ? CSV_SEMICOLON : CSV_COMMA;
}

/**
 * One field. Quoted when it holds the dialect's separator, a quote or a line break.
 * Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the
 * start) gets a leading apostrophe, since product names come from vendors;
 * numbers are written with the dialect's decimal mark.
 */
export function csvField(value: CsvValue, dialect: CsvDialect = CSV_COMMA): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', dialect.decimal);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  const quote = dialect.separator === ';' ? /[";\r\n]/ : /[",\r\n]/;
  return quote.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One row as a CSV line with its CRLF. */
export const csvLine = (row: readonly CsvValue[], dialect: CsvDialect = CSV_COMMA): string =>
  row.map((value) => csvField(value, dialect)).join(dialect.separator) + '\r\n';

/** Rows to a CSV document (with the byte order mark). */
export function toCsv(rows: Iterable<readonly CsvValue[]>, dialect: CsvDialect = CSV_COMMA): string {
  let text = UTF8_BOM;
  for (const row of rows) text += csvLine(row, dialect);
  return text;
}

/** Minor units as a plain decimal in the dialect ("1234.50", "1234,50"), which its spreadsheet reads as a number. */
export function csvAmount(minor: number, currency?: string, dialect: CsvDialect = CSV_COMMA): string {
  return minorToDecimal(minor, currency).replace('.', dialect.decimal);
}
