import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { formatRating, starFillPercent } from '~/lib/rating.ts';

/**
 * Five stars filled to the average (to the half star) with the average
 * written beside them. Screen readers hear "4.6 out of 5, 12 reviews"; the
 * drawn stars are decoration. `count` is left out where a count is said
 * elsewhere (one review's own stars).
 */
export function Stars({
  value,
  count,
  size = 'normal',
  showValue = true,
}: {
  value: number;
  count?: number | undefined;
  size?: 'normal' | 'large';
  showValue?: boolean;
}) {
  const { t } = useTranslation('reviews');
  const lang = useLanguage();
  const text = formatRating(value, lang);
  return (
    <span className={`stars${size === 'large' ? ' stars--large' : ''}`}>
      <span className="stars__icons" aria-hidden="true">
        <span className="stars__fill" style={{ width: `${starFillPercent(value)}%` }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      {showValue ? (
        <span className="stars__value" aria-hidden="true">
          {text}
        </span>
      ) : null}
      {count !== undefined ? (
        <span className="stars__count" aria-hidden="true">
          ({count})
        </span>
      ) : null}
      <span className="visually-hidden">
        {count !== undefined
          ? t('stars.withCount', { value: text, count, reviews: t('stars.reviews', { count }) })
          : t('stars.outOf', { value: text })}
      </span>
    </span>
  );
}

/** One review's own rating: whole stars, "4 out of 5" for screen readers. */
export function ReviewStars({ rating }: { rating: number }) {
  const { t } = useTranslation('reviews');
  return (
    <span className="stars stars--review">
      <span className="stars__icons" aria-hidden="true">
        <span className="stars__fill" style={{ width: `${(rating / 5) * 100}%` }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      <span className="visually-hidden">{t('stars.outOf', { value: rating })}</span>
    </span>
  );
}
