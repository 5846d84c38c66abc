import type { Language } from '@bedesten/core/i18n/languages';
import { formatDecimal } from '@bedesten/core/i18n/number-text';

/** An average to one decimal (4.65 → 4.7), the way the API rounds it; nothing odd gets past as NaN. */
export function roundRating(avg: number): number {
  if (!Number.isFinite(avg) || avg <= 0) return 0;
  return Math.min(5, Math.round(avg * 10) / 10);
}

/** "4.6" in English, "4,6" in Turkish: always one decimal, so 4 reads "4.0" beside "4.5". */
export function formatRating(avg: number, lang: Language): string {
  return formatDecimal(roundRating(avg), lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/**
 * How much of the five drawn stars is filled, in percent: the average to the
 * nearest half star (4.6 → 4½ stars → 90), as shoppers are used to reading stars.
 * The exact average is always written beside it.
 */
export function starFillPercent(avg: number): number {
  const halves = Math.round(roundRating(avg) * 2);
  return (halves / 10) * 100;
}
