import { formatMoney } from '@bedesten/core/money/format-money';
import type { ReportBucket } from '@bedesten/core/schemas/vendor-sales';
import type { ReportPeriod } from '@bedesten/core/sales/report-range';
import { useId } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { bucketLabel, formatCalendarDay } from '../format.ts';

const HEIGHT = 220;
const TOP = 18;
const BOTTOM = 26;
const MAX_X_LABELS = 5;
/** The line height of an axis figure (12 px text), to centre each on its grid line. */
const AXIS_LINE = 16;
/** The grid lines, top to bottom, as shares of the axis ceiling. */
const GRID = [1, 0.5, 0] as const;

/** Where an x label stands: the first and last keep inside the plot, so none runs past its edge. */
export function xLabelPlacement(
  index: number,
  count: number,
  slot: number,
): { x: string; anchor: 'start' | 'middle' | 'end' } {
  if (count > 1 && index === 0) return { x: `${index * slot}%`, anchor: 'start' };
  if (count > 1 && index === count - 1) return { x: `${(index + 1) * slot}%`, anchor: 'end' };
  return { x: `${index * slot + slot / 2}%`, anchor: 'middle' };
}

/** A round ceiling for the axis (1, 2 or 5 × a power of ten), so the grid lines read well. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((n) => n * power >= value)!;
  return step * power;
}

/** Which buckets get an axis label: at most five (room for each at 375 px), evenly spread, the last always. */
export function labelledIndexes(count: number, max = MAX_X_LABELS): Set<number> {
  if (count <= max) return new Set(Array.from({ length: count }, (_, i) => i));
  const every = Math.ceil(count / max);
  const out = new Set<number>();
  for (let i = count - 1; i >= 0; i -= every) out.add(i);
  return out;
}

/**
 * Sales per bucket as bars, drawn as inline SVG (no chart library). The
 * width is fluid: x positions are percentages and heights pixels, so text
 * never stretches at 375 px or 1280 px. The axis figures ("€0.00", the
 * middle and the top) stand in their own column left of the plot, so no
 * figure is drawn over a bar (issue 43: "€0.00" covered the first one). It
 * is one image to assistive technology, named by a summary; the figures
 * themselves are in the table beside it.
 */
export function SalesChart({
  series,
  period,
  from,
  to,
  currency,
}: {
  series: ReportBucket[];
  period: ReportPeriod;
  from: string;
  to: string;
  currency: string;
}) {
  const { t } = useTranslation('vendor-sales');
  const lang = useLanguage();
  const id = useId();
  const money = (minor: number) => formatMoney(minor, lang, currency);
  const top = niceCeiling(Math.max(0, ...series.map((b) => b.sales)));
  const plot = HEIGHT - TOP - BOTTOM;
  const slot = 100 / Math.max(1, series.length);
  const bar = slot * 0.7;
  const best = series.reduce<ReportBucket | null>((a, b) => (b.sales > (a?.sales ?? 0) ? b : a), null);
  const total = series.reduce((sum, b) => sum + b.sales, 0);
  const periodWord = t(`report.period.${period}`).toLocaleLowerCase(lang);
  const range = { from: formatCalendarDay(from, lang), to: formatCalendarDay(to, lang) };
  const summary = best
    ? t('report.chartSummary', {
        ...range,
        total: money(total),
        period: periodWord,
        best: bucketLabel(best.start, period, lang),
        bestSales: money(best.sales),
      })
    : t('report.chartEmpty', range);
  const labelled = labelledIndexes(series.length);
  return (
    <figure className="vs-chart">
      <div className="vs-chart__frame">
        <div
          className="vs-chart__axis-column"
          aria-hidden="true"
          style={{ marginTop: TOP - AXIS_LINE / 2, height: plot + AXIS_LINE }}
        >
          {GRID.map((f) => (
            <span key={f} className="vs-chart__axis" style={{ lineHeight: `${AXIS_LINE}px` }}>
              {money(Math.round(top * f))}
            </span>
          ))}
        </div>
        <svg
          width="100%"
          height={HEIGHT}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-caption`}
          className="vs-chart__svg"
          data-buckets={series.length}
        >
          <title id={`${id}-title`}>{t('report.chartTitle', { period: periodWord })}</title>
          {GRID.map((f) => (
            <line
              key={f}
              className="vs-chart__grid"
              x1="0"
              x2="100%"
              y1={TOP + plot * (1 - f)}
              y2={TOP + plot * (1 - f)}
            />
          ))}
          {series.map((b, i) => {
            const h = top > 0 ? (b.sales / top) * plot : 0;
            return (
              <rect
                key={b.start}
                className="vs-chart__bar"
                x={`${i * slot + (slot - bar) / 2}%`}
                width={`${bar}%`}
                y={TOP + plot - h}
                height={Math.max(h, b.sales > 0 ? 1 : 0)}
                rx="2"
              >
                <title>{`${bucketLabel(b.start, period, lang)}: ${money(b.sales)}`}</title>
              </rect>
            );
          })}
          {series.map((b, i) => {
            if (!labelled.has(i)) return null;
            const place = xLabelPlacement(i, series.length, slot);
            return (
              <text key={b.start} className="vs-chart__label" x={place.x} y={HEIGHT - 8} textAnchor={place.anchor}>
                {bucketLabel(b.start, period, lang)}
              </text>
            );
          })}
        </svg>
      </div>
      <figcaption id={`${id}-caption`} className="muted">
        {summary}
      </figcaption>
    </figure>
  );
}
