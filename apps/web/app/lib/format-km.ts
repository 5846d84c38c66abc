import type { Language } from '@bedesten/core/i18n/languages';
import { localeOf } from '@bedesten/core/i18n/locales';

/** Kilometres the way the reader writes decimals ("0.3" / "0,3"). */
export function formatKm(value: number, lang: Language): string {
  return new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 1 }).format(value);
}
