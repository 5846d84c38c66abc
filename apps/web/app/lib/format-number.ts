import type { Language } from '@bedesten/core/i18n/languages';
import { localeOf } from '@bedesten/core/i18n/locales';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A number as the page's language writes it ("0.3", "0,3" in Turkish;
 * "1,250" and "1.250"). `digits` fixes the decimals; without it up to two
 * show, none when the number is whole. Never `toFixed` or `String` for a
 * number a reader sees: both write English decimals on Turkish pages.
 */
export function formatNumber(value: number, lang: Language, digits?: number): string {
  const key = `${lang}|${digits ?? 'auto'}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(
      localeOf(lang),
      digits === undefined
        ? { maximumFractionDigits: 2 }
        : { minimumFractionDigits: digits, maximumFractionDigits: digits },
    );
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** Kilometres for a text that writes "km" itself: one decimal under 10 km, whole beyond ("0,3", "25"). */
export function formatKilometres(km: number, lang: Language): string {
  return formatNumber(km, lang, km < 10 ? 1 : 0);
}
