import type { RatingSummary } from '@bedesten/core/schemas/reviews';

/** The star values of a rating, best first, as the histogram lists them. */
export const STAR_VALUES = [5, 4, 3, 2, 1] as const;
export type StarValue = (typeof STAR_VALUES)[number];

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
