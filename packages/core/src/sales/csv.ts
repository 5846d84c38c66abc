/**
 * CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, and a UTF-8 byte
 * order mark, without which Excel reads the file as the local code page and
 * garbles Turkish letters (ş, ğ, ı, İ).
 */

import { minorToDecimal } from '../money/minor-units.ts';

export type CsvValue = string | number | null | undefined;

export const UTF8_BOM = '\uFEFF';

/**
 * One field. Quoted when it holds a comma, quote or line break. Text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets
 * a leading apostrophe, since product names come from vendors; numbers are
 * written as they are.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One row as a CSV line with its CRLF. */
export const csvLine = (row: readonly CsvValue[]): string => row.map(csvField).join(',') + '\r\n';

/** Rows to a CSV document (with the byte order mark). */
export function toCsv(rows: Iterable<readonly CsvValue[]>): string {
  let text = UTF8_BOM;
  for (const row of rows) text += csvLine(row);
  return text;
}

/** Minor units as a plain decimal with a dot ("1234.50"), which every spreadsheet reads as a number. */
export function csvAmount(minor: number, currency?: string): string {
  return minorToDecimal(minor, currency);
}
