import { placeName } from '@bedesten/core/geo/districts';
import { localeOf } from '@bedesten/core/i18n/locales';
import { formatMoney } from '@bedesten/core/money/format-money';
import type { StoreCard as StoreCardData } from '@bedesten/core/schemas/stores';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StoreIcon } from '~/components/icons.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { formatKilometres } from '~/lib/format-number.ts';

/**
 * "★ 4.6 (12)" as shoppers read it; "4.6 out of 5, 12 reviews" for screen
 * readers, the decimal in the page's language.
 */
export function RatingText({ value, count }: { value: number; count: number }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const text = new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.round(value * 10) / 10,
  );
  return (
    <>
      <span aria-hidden="true" className="rating-text">{`★ ${text} (${count})`}</span>
      <span className="visually-hidden">{t('store.ratingText', { value: text, count })}</span>
    </>
  );
}

/** A shop in a list: picture, name, category, place, rating, delivery time and minimum order. */
export function StoreCard({ store, headingLevel = 3 }: { store: StoreCardData; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const place = placeName(store.city, store.district);
  return (
    <article className="store-card">
      <div className="store-card__media">
        {store.image_url ? (
          <img src={store.image_url} alt="" width={320} height={180} loading="lazy" decoding="async" />
        ) : (
          <span className="store-card__placeholder" aria-hidden="true">
            <StoreIcon size={40} />
          </span>
        )}
      </div>
      <div className="store-card__body">
        <Heading className="store-card__title">
          {/* The whole card is clickable through this link's ::after; one link, one name for screen readers. */}
          <Link to={`/stores/${store.slug}`} className="card-link" prefetch="intent" translate="no">
            {store.title}
          </Link>
        </Heading>
        <p className="store-card__meta muted">{[store.category?.name, place].filter(Boolean).join(' · ')}</p>
        <dl className="facts">
          <div>
            <dt>{t('store.rating')}</dt>
            <dd>
              {store.rating_count > 0 ? (
                <RatingText value={store.avg_rating} count={store.rating_count} />
              ) : (
                t('store.noRating')
              )}
            </dd>
          </div>
          <div>
            <dt>{t('store.deliveryTime')}</dt>
            <dd>{t('store.minutes', { count: store.delivery_time })}</dd>
          </div>
          <div>
            <dt>{t('store.minimumOrder')}</dt>
            <dd>
              {store.minimum_order_amount > 0 ? formatMoney(store.minimum_order_amount, lang) : t('store.noMinimum')}
            </dd>
          </div>
          {store.distance_km !== null ? (
            <div>
              <dt>{t('store.distance')}</dt>
              <dd>{t('store.km', { value: formatKilometres(store.distance_km, lang) })}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </article>
  );
}
