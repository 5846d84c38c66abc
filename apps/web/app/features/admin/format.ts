import { formatDate as formatCyprusDate } from '@bedesten/core/i18n/dates';
import type { Language } from '@bedesten/core/i18n/languages';

/**
 * A date as day, short month and year (SPEC.md §9), in Cyprus's time zone
 * on the server and in the browser alike, so the hydrated text never differs.
 */
export function formatDate(iso: string | null, lang: Language): string {
  return iso ? formatCyprusDate(iso, lang, 'day') : '–';
}

/** A moment as date and time (an order placed, a status reached), in Cyprus's time zone. */
export function formatDateTime(iso: string, lang: Language): string {
  return formatCyprusDate(iso, lang, 'dateTime');
}

/** A voice note's length as minutes and seconds ("0:42", "1:00"); notes are at most a minute, but longer reads right too. */
export function formatClipLength(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
