import type { Language } from '../i18n/languages.ts';
import { localeOf } from '../i18n/locales.ts';
import { DEFAULT_CURRENCY, minorUnitDigits } from './minor-units.ts';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in integer minor units as the reader's language writes it
 * ("€1,234.50", "€1.234,50"). The API never sends decimals (DESIGN.md §3),
 * so this is the one place that divides for display.
 */
export function formatMoney(minor: number, lang: Language, currency: string = DEFAULT_CURRENCY): string {
  const key = `${lang}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter.format(minor / 10 ** minorUnitDigits(currency));
}

/**
 * The same with the currency required and first, for server code, where an
 * amount always comes with its own currency (an order's, a payment's) and a
 * silent default would be a bug.
 */
export function formatAmount(minor: number, currency: string, lang: Language): string {
  return formatMoney(minor, lang, currency);
}
