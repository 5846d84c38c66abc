import type { RatingSummary as Summary } from '@bedesten/core/schemas/reviews';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { formatPercentage } from '~/lib/format-number.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { histogramRows } from '../rating.ts';
import { Stars } from './stars.tsx';

/** The average, how many reviews make it, and how they spread over 5…1 stars. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation('reviews');
  const lang = useLanguage();
  const rows = histogramRows(summary);
  return (
    <div className="rating-summary">
      <p className="rating-summary__average">
        <Stars value={summary.avg_rating} count={summary.rating_count} size="large" />
      </p>
      <table className="rating-histogram">
        <caption className="visually-hidden">{t('summary.histogram')}</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('summary.stars')}</th>
            <th scope="col">{t('summary.share')}</th>
            <th scope="col">{t('summary.count')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.star} data-star={row.star}>
              <th scope="row">{t('summary.starLabel', { count: row.star })}</th>
              <td className="rating-histogram__bar-cell">
                <span className="rating-histogram__bar" aria-hidden="true">
                  <span className="rating-histogram__fill" style={{ width: `${row.percent}%` }} />
                </span>
                <span className="visually-hidden">{formatPercentage(row.percent, lang)}</span>
              </td>
              <td className="rating-histogram__count">{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
