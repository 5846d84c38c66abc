import type { Language } from '@bedesten/core/i18n/languages';

const formatters = new Map<Language, Intl.DateTimeFormat>();

/**
 * A date as day, short month and year (SPEC.md §9), in Cyprus's time zone
 * on the server and in the browser alike, so the hydrated text never differs.
 */
export function formatDate(iso: string | null, lang: Language): string {
  if (!iso) return '–';
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang === 'tr' ? 'tr-CY' : 'en-CY', {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Nicosia',
    });
    formatters.set(lang, formatter);
  }
  return formatter.format(new Date(iso));
}
