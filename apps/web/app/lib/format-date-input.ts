import type { Language } from '@bedesten/core/i18n/languages';

/**
 * Dates typed by hand. Chrome's <input type="date"> follows the browser's
 * locale, not the page's, so an English browser showed "mm/dd/yyyy" on
 * Turkish pages; our date fields are text written day first in the page's
 * language ("25/11/2026", "25.11.2026") while the value sent stays ISO.
 */
const SEPARATOR: Record<Language, string> = { en: '/', tr: '.' };

/** "2026-11-25" -> "25/11/2026" (English), "25.11.2026" (Turkish); anything else as it is. */
export function isoToDateText(iso: string, lang: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const separator = SEPARATOR[lang];
  return `${match[3]}${separator}${match[2]}${separator}${match[1]}`;
}

/** A typed day ("25.11.2026", "25/11/2026", "5-1-2026" or ISO) as "YYYY-MM-DD"; null when it is no real day. */
export function dateTextToIso(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const dayFirst = /^(\d{1,2})[./\-\s](\d{1,2})[./\-\s](\d{4})$/.exec(trimmed);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]].map(Number)
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]].map(Number)
      : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
