import { formatDate } from '@bedesten/core/i18n/dates';
import type { Language } from '@bedesten/core/i18n/languages';
import type { ReportPeriod } from '@bedesten/core/sales/report-range';
import { SALES_TIME_ZONE } from '@bedesten/core/sales/sales-rules';

/**
 * An instant as day, month and year (SPEC.md §9), in the store's time zone
 * on the server and in the browser alike, so hydration never differs.
 */
export function formatDay(iso: string | null, lang: Language): string {
  return iso ? formatDate(iso, lang, 'day', SALES_TIME_ZONE) : '–';
}

/** An instant with its time of day, for payments. */
export function formatDayTime(iso: string | null, lang: Language): string {
  return iso ? formatDate(iso, lang, 'dayTime', SALES_TIME_ZONE) : '–';
}

/** A calendar day (YYYY-MM-DD, already local) as day, month and year. */
export function formatCalendarDay(day: string, lang: Language): string {
  return formatDate(`${day}T00:00:00Z`, lang, 'day', 'UTC');
}

/** A report bucket's short name: "23 Nov", "17 Nov" (its Monday), "Nov 2026". */
export function bucketLabel(start: string, period: ReportPeriod, lang: Language): string {
  return formatDate(`${start}T00:00:00Z`, lang, period === 'month' ? 'month' : 'dayMonth', 'UTC');
}

/** An order's readable number as the panel shows it: "#100123" (the same in both languages). */
export function orderLabel(number: number): string {
  return `#${number}`;
}
