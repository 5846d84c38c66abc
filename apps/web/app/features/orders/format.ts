import { formatDate } from '@bedesten/core/i18n/dates';
import type { Language } from '@bedesten/core/i18n/languages';
import { formatPercent } from '@bedesten/core/money/percent';

/** An order date as day and short month (SPEC.md §9), with the year, in Cyprus time. */
export function formatOrderDate(iso: string, lang: Language): string {
  return formatDate(iso, lang, 'date');
}

export function formatOrderTime(iso: string, lang: Language): string {
  return formatDate(iso, lang, 'dateTime');
}

/** A VAT rate in basis points as a percentage ("19%", "%19"). */
export function formatRate(basisPoints: number, lang: Language): string {
  return formatPercent(basisPoints, lang);
}
