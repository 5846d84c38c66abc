import type { Language } from '../i18n/languages.ts';
import { localeOf } from '../i18n/locales.ts';

const distanceFormatters = new Map<string, Intl.NumberFormat>();

/**
 * A distance as the reader's language writes it: one decimal under 10 km
 * ("0.3 km", "0,3 km" in Turkish), whole kilometres beyond.
 */
export function formatDistance(km: number, lang: Language): string {
  const digits = km < 10 ? 1 : 0;
  const key = `${lang}|${digits}`;
  let formatter = distanceFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(lang), {
      style: 'unit',
      unit: 'kilometer',
      unitDisplay: 'short',
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
    });
    distanceFormatters.set(key, formatter);
  }
  return formatter.format(km);
}
