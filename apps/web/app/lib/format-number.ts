import type { Language } from '@bedesten/core/i18n/languages';
import { formatDecimal, formatPercentText } from '@bedesten/core/i18n/number-text';

/**
 * A number as the page's language writes it ("0.3", "0,3" in Turkish;
 * "1,250" and "1.250"). `digits` fixes the decimals; without it up to two
 * show, none when the number is whole. Never `toFixed` or `String` for a
 * number a reader sees: both write English decimals on Turkish pages.
 */
export function formatNumber(value: number, lang: Language, digits?: number): string {
  return formatDecimal(
    value,
    lang,
    digits === undefined
      ? { maximumFractionDigits: 2 }
      : { minimumFractionDigits: digits, maximumFractionDigits: digits },
  );
}

/** Kilometres for a text that writes "km" itself: one decimal under 10 km, whole beyond ("0,3", "25"). */
export function formatKilometres(km: number, lang: Language): string {
  return formatNumber(km, lang, km < 10 ? 1 : 0);
}

/**
 * A percentage as the page's language writes it, up to two decimals: 100 ->
 * "100%", "%100" in Turkish; 12.5 -> "12.5%", "%12,5". Intl's percent style
 * of en-CY and tr-CY, without loading Intl's number data on every page
 * (`number-text.test.ts` holds the two equal). Never `${n}%`.
 */
export function formatPercentage(percent: number, lang: Language): string {
  return formatPercentText(percent, lang);
}
