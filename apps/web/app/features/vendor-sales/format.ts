import type { Language } from '@bedesten/core/i18n/languages';
import type { ReportPeriod } from '@bedesten/core/sales/report-range';
import { SALES_TIME_ZONE } from '@bedesten/core/sales/sales-rules';

const LOCALES: Record<Language, string> = { en: 'en-CY', tr: 'tr-CY' };
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${key}:${lang}`;
  let found = cache.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALES[lang], options);
    cache.set(id, found);
  }
  return found;
}

/**
 * An instant as day, month and year (SPEC.md §9), in the store's time zone
 * on the server and in the browser alike, so hydration never differs.
 */
export function formatDay(iso: string | null, lang: Language): string {
  if (!iso) return '–';
  return formatter('day', lang, { day: '2-digit', month: 'short', year: 'numeric', timeZone: SALES_TIME_ZONE }).format(
    new Date(iso),
  );
}

/** An instant with its time of day, for payments. */
export function formatDayTime(iso: string | null, lang: Language): string {
  if (!iso) return '–';
  return formatter('dayTime', lang, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: SALES_TIME_ZONE,
  }).format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD, already local) as day, month and year. */
export function formatCalendarDay(day: string, lang: Language): string {
  return formatter('calendar', lang, { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A report bucket's short name: "23 Nov", "17 Nov" (its Monday), "Nov 2026". */
export function bucketLabel(start: string, period: ReportPeriod, lang: Language): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (period === 'month') {
    return formatter('month', lang, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
  }
  return formatter('dayMonth', lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** An order's readable number as the panel shows it: "#100123" (the same in both languages). */
export function orderLabel(number: number): string {
  return `#${number}`;
}
