import type { Language } from '@bedesten/core/i18n/languages';
import { formatDecimal } from '@bedesten/core/i18n/number-text';
import type { RatingSummary } from '@bedesten/core/schemas/reviews';

/** The star values of a rating, best first, as the histogram lists them. */
export const STAR_VALUES = [5, 4, 3, 2, 1] as const;
export type StarValue = (typeof STAR_VALUES)[number];

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

export interface HistogramRow {
  star: StarValue;
  count: number;
  /** Share of all reviews, 0–100, whole numbers (the bar's width). */
  percent: number;
}

/** The 5…1 rows of a summary; with no reviews every bar is empty rather than NaN wide. */
export function histogramRows(summary: Pick<RatingSummary, 'stars'>): HistogramRow[] {
  const counts = STAR_VALUES.map((star) => Math.max(0, summary.stars[star] ?? 0));
  const total = counts.reduce((sum, n) => sum + n, 0);
  return STAR_VALUES.map((star, index) => {
    const count = counts[index] ?? 0;
    return { star, count, percent: total > 0 ? Math.round((count / total) * 100) : 0 };
  });
}
