import type { Language } from '../i18n/languages.ts';
import { formatCurrency } from '../i18n/number-text.ts';
import { DEFAULT_CURRENCY, minorUnitDigits } from './minor-units.ts';

/**
 * An amount in integer minor units as the reader's language writes it
 * ("€1,234.50", "€1.234,50"). The API never sends decimals (DESIGN.md §3),
 * so this is the one place that divides for display.
 */
export function formatMoney(minor: number, lang: Language, currency: string = DEFAULT_CURRENCY): string {
  const digits = minorUnitDigits(currency);
  return formatCurrency(minor / 10 ** digits, lang, currency, digits);
}

/**
 * The same with the currency required and first, for server code, where an
 * amount always comes with its own currency (an order's, a payment's) and a
 * silent default would be a bug.
 */
export function formatAmount(minor: number, currency: string, lang: Language): string {
  return formatMoney(minor, lang, currency);
}
