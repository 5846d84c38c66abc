import type { Language } from '@bedesten/core/i18n/languages';
import { formatDecimal } from '@bedesten/core/i18n/number-text';

/** Kilometres the way the reader writes decimals ("0.3" / "0,3"). */
export function formatKm(value: number, lang: Language): string {
  return formatDecimal(value, lang, { maximumFractionDigits: 1 });
}
