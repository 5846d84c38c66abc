import { isIsoDate, REPORT_PERIODS, type ReportPeriod } from '@bedesten/core/sales/report-range';
import {
  TRANSACTION_PERIODS,
  TRANSACTION_STATUSES,
  type TransactionPeriod,
  type TransactionStatus,
} from '@bedesten/core/schemas/vendor-sales';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The transaction page's address: `?status=paid&period=2w&page=2&id=<order>`; unknown values mean no filter. */
export interface TransactionFilters {
  status: TransactionStatus | undefined;
  period: TransactionPeriod;
  page: number;
  id: string | undefined;
}

export function transactionFiltersFrom(params: URLSearchParams): TransactionFilters {
  const id = params.get('id');
  return {
    status: oneOf(TRANSACTION_STATUSES, params.get('status')),
    period: oneOf(TRANSACTION_PERIODS, params.get('period')) ?? 'all',
    page: pageOf(params.get('page')),
    id: id && UUID.test(id) ? id : undefined,
  };
}

/** The list's address with some filters changed (a changed filter starts again at page 1; details close). */
export function transactionsHref(filters: TransactionFilters, change: Partial<TransactionFilters>): string {
  const next = { ...filters, id: undefined, ...change };
  const params = new URLSearchParams();
  if (next.status) params.set('status', next.status);
  if (next.period !== 'all') params.set('period', next.period);
  if (next.page > 1) params.set('page', String(next.page));
  if (next.id) params.set('id', next.id);
  const query = params.toString();
  return `/vendor/transaction${query ? `?${query}` : ''}`;
}

/** The report page's address: `?period=week&from=2026-09-01&to=2026-11-23`. */
export interface ReportFilters {
  period: ReportPeriod;
  from: string | undefined;
  to: string | undefined;
}

export function reportFiltersFrom(params: URLSearchParams): ReportFilters {
  const day = (name: string) => {
    const value = params.get(name);
    return value && isIsoDate(value) ? value : undefined;
  };
  return { period: oneOf(REPORT_PERIODS, params.get('period')) ?? 'day', from: day('from'), to: day('to') };
}

/** The CSV download of a report, read by GET with the session cookie. */
export function reportCsvHref(report: { period: ReportPeriod; from: string; to: string }, lang: string): string {
  const params = new URLSearchParams({ period: report.period, from: report.from, to: report.to, format: 'csv', lang });
  return `/api/vendor-report-management?${params.toString()}`;
}

/** The order-lines export of the same range (one row per order line), read by GET with the session cookie. */
export function orderLinesCsvHref(report: { period: ReportPeriod; from: string; to: string }, lang: string): string {
  const params = new URLSearchParams({ period: report.period, from: report.from, to: report.to, lang });
  return `/api/vendor-report-order-lines?${params.toString()}`;
}
