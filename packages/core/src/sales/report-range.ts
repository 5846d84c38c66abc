import { SALES_TIME_ZONE } from './sales-rules.ts';

export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** How many buckets a report may hold: a year of days, two years of weeks, five years of months. */
export const MAX_BUCKETS: Record<ReportPeriod, number> = { day: 366, week: 106, month: 60 };

/** How far back a report reaches when no dates are given. */
const DEFAULT_BUCKETS: Record<ReportPeriod, number> = { day: 30, week: 12, month: 12 };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `YYYY-MM-DD` that exists (no 31 February). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone (Nicosia by default). */
export function localDate(instant: Date, timeZone = SALES_TIME_ZONE): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

function toUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function addMonths(date: string, months: number): string {
  const d = toUtc(date);
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** The first day of the bucket a date falls in: itself, its week's Monday, its month's 1st. */
export function bucketStart(date: string, period: ReportPeriod): string {
  if (period === 'day') return date;
  if (period === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = (toUtc(date).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(date, -weekday);
}

function nextBucket(start: string, period: ReportPeriod): string {
  if (period === 'day') return addDays(start, 1);
  if (period === 'week') return addDays(start, 7);
  return addMonths(start, 1);
}

/** Every bucket's first day from the one holding `from` to the one holding `to`. */
export function bucketStarts(from: string, to: string, period: ReportPeriod): string[] {
  const starts: string[] = [];
  const last = bucketStart(to, period);
  for (let start = bucketStart(from, period); start <= last; start = nextBucket(start, period)) {
    starts.push(start);
    if (starts.length > MAX_BUCKETS[period]) break;
  }
  return starts;
}

/** The days a report covers: the given ones, or the last 30 days / 12 weeks / 12 months up to today. */
export function reportRange(
  period: ReportPeriod,
  today: string,
  given: { from?: string | undefined; to?: string | undefined } = {},
): { from: string; to: string } {
  const to = given.to ?? (given.from && given.from > today ? given.from : today);
  if (given.from) return { from: given.from, to };
  const back = DEFAULT_BUCKETS[period] - 1;
  const end = bucketStart(to, period);
  const from =
    period === 'day' ? addDays(end, -back) : period === 'week' ? addDays(end, -7 * back) : addMonths(end, -back);
  return { from, to };
}

/** Whether a range fits in one report (MAX_BUCKETS). */
export function rangeFits(from: string, to: string, period: ReportPeriod): boolean {
  return isIsoDate(from) && isIsoDate(to) && from <= to && bucketStarts(from, to, period).length <= MAX_BUCKETS[period];
}
