import type { Language } from '@bedesten/core/i18n/languages';

/** Rides happen in Cyprus: times are shown on the island's clock, whatever the device says. */
const ZONE = 'Asia/Nicosia';
const formatters = new Map<Language, Intl.DateTimeFormat>();

export function formatRideTime(iso: string, lang: Language): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: ZONE,
    });
    formatters.set(lang, formatter);
  }
  return formatter.format(new Date(iso));
}
