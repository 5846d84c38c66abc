import type { Language } from '../i18n/languages.ts';
import { formatDecimal, formatPercentText } from '../i18n/number-text.ts';
import { parseScaled } from './decimal-text.ts';

/**
 * Rates (VAT, a percentage platform fee) are stored as integer basis points:
 * 1900 is 19 %, 475 is 4.75 %.
 */

/** 1900 -> "19%" in English, "%19" in Turkish; 475 -> "4.75%", "%4,75". */
export function formatPercent(basisPoints: number, lang: Language): string {
  return formatPercentText(basisPoints / 100, lang);
}

/** The number alone, for text that places the sign itself: 1900 -> "19", 475 -> "4.75" ("4,75"). */
export function formatPercentNumber(basisPoints: number, lang: Language): string {
  return formatDecimal(basisPoints / 100, lang, { maximumFractionDigits: 2 });
}

/** 1950 -> 19.5 (the percent the API's `rate` fields carry). */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/** 4.75 -> 475; at most two decimals count. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** A typed percent in basis points: "2.5" or "2,5" -> 250; null for anything else (empty, "abc", "1.234"). */
export function parsePercent(input: string): number | null {
  return parseScaled(input, 2);
}
