import type { Language } from './languages.ts';
import { localeOf } from './locales.ts';

/**
 * Cyprus's clock. Dates are written in it on the server and in the browser
 * alike, so server-rendered text never differs from the hydrated page.
 */
export const CYPRUS_TIME_ZONE = 'Europe/Nicosia';

/** The ways the product writes a date (SPEC.md §9: day before month), shown here in English. */
export const DATE_STYLES = {
  /** "01 Feb 2025" */
  day: { day: '2-digit', month: 'short', year: 'numeric' },
  /** "01 Feb 2025, 14:05" */
  dayTime: { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** "1 Feb 2025" */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** "1 Feb 2025, 14:05" */
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** "1 Feb, 14:05" */
  dayMonthTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** "1 Feb" */
  dayMonth: { day: 'numeric', month: 'short' },
  /** "Feb 2025" */
  month: { month: 'short', year: 'numeric' },
  /** "01/02/2025" ("01.02.2025" in Turkish), for documents such as invoices */
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** "1 Feb 2025, 14:05:09" */
  full: { dateStyle: 'medium', timeStyle: 'medium', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant (a Date, epoch milliseconds or ISO text) in the page language,
 * in Cyprus time unless another zone is given (`UTC` for calendar days that
 * are already local, such as "2025-02-01").
 */
export function formatDate(
  value: Date | string | number,
  lang: Language,
  style: DateStyle,
  timeZone: string = CYPRUS_TIME_ZONE,
): string {
  const key = `${lang}|${style}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(lang), { ...DATE_STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(value instanceof Date ? value : new Date(value));
}
