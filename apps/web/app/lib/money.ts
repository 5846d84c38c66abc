import type { Language } from '@bedesten/core/i18n/languages';

/** Intl locales of the page languages: Cyprus's conventions for both. */
const LOCALES: Record<Language, string> = { en: 'en-CY', tr: 'tr-CY' };

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in integer minor units (cents) as the visitor's locale writes it.
 * The API never sends decimals (DESIGN.md §3), so this is the one place that divides.
 */
export function formatMoney(minor: number, lang: Language, currency = 'EUR'): string {
  const key = `${lang}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter.format(minor / 100);
}
