import { isOpenEndedBand } from '@bedesten/core/pricing/delivery-charges';
import type { DeliveryRange } from '@bedesten/core/schemas/offers';
import { get, type FieldError, type FieldErrors } from 'react-hook-form';
import { centsToInput, countOf, moneyToCents } from './values.ts';

/** The delivery-charges form's bands: one row of text boxes per band, and the API body they make. */

export const COLUMNS = ['min_price', 'max_price', 'charge', 'max_distance_km', 'max_hours'] as const;
export type Column = (typeof COLUMNS)[number];
export type Row = Record<Column, string>;
export interface Values {
  ranges: Row[];
}

/** The nested lists the resolver and the failure mapper walk. */
export const LISTS = ['ranges'] as const;
export const MONEY: ReadonlySet<Column> = new Set(['min_price', 'max_price', 'charge']);
export const BLANK: Row = { min_price: '', max_price: '', charge: '', max_distance_km: '', max_hours: '' };

/** The `vendor-delivery-charges` body: euros to cents, whole km and hours. */
export function toRangesBody({ ranges }: Values) {
  return {
    ranges: ranges.map((row) =>
      Object.fromEntries(COLUMNS.map((c) => [c, MONEY.has(c) ? moneyToCents(row[c]) : countOf(row[c])])),
    ),
  };
}

export function toRow(range: DeliveryRange): Row {
  return {
    min_price: centsToInput(range.min_price),
    // A band without an upper limit shows an empty "To", as the vendor left it.
    max_price: isOpenEndedBand(range) ? '' : centsToInput(range.max_price),
    charge: centsToInput(range.charge),
    max_distance_km: String(range.max_distance_km),
    max_hours: String(range.max_hours),
  };
}

/** The message at `path` ("ranges.2.charge", "ranges.root") when there is one. */
export function errorOf(errors: FieldErrors<Values>, path: string): string | undefined {
  const error = get(errors, path) as FieldError | undefined;
  return typeof error?.message === 'string' && error.message ? error.message : undefined;
}
