import { placeName } from '@bedesten/core/geo/districts';
import { formatMoney } from '@bedesten/core/money/format-money';
import type { StoreCard as StoreCardData } from '@bedesten/core/schemas/stores';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { StoreIcon } from '~/components/icons.tsx';
import { Picture } from '~/components/picture.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { formatKilometres } from '~/lib/format-number.ts';
import { formatRating, starFillPercent } from '~/lib/rating.ts';

/**
 * "★ 4.6 (12)" as shoppers read it; "4.6 out of 5, 12 reviews" for screen
 * readers, the decimal in the page's language.
 */
export function RatingText({ value, count, stars = false }: { value: number; count: number; stars?: boolean }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const text = formatRating(value, lang);
  if (stars) {
    // Five drawn stars filled to the nearest half, the average and count beside them (the .stars look of reviews.css).
    const fill = starFillPercent(value);
    return (
      <span className="stars stars--small">
        <span className="stars__icons" aria-hidden="true">
          <span className="stars__fill" style={{ width: `${fill}%` }}>
            ★★★★★
          </span>
          ★★★★★
        </span>
        <span className="stars__value" aria-hidden="true">
          {text}
        </span>
        <span className="stars__count" aria-hidden="true">{`(${count})`}</span>
        <span className="visually-hidden">{t('store.ratingText', { value: text, count })}</span>
      </span>
    );
  }
  return (
    <>
      <span aria-hidden="true" className="rating-text">{`★ ${text} (${count})`}</span>
      <span className="visually-hidden">{t('store.ratingText', { value: text, count })}</span>
    </>
  );
}

/**
 * A shop in a list: cover with its logo, name, category, place, rating,
 * delivery time and minimum order. `priority` marks the first card of a
 * list, whose cover may be the largest thing on screen.
 */
export function StoreCard({
  store,
  headingLevel = 3,
  priority = false,
}: {
  store: StoreCardData;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const place = placeName(store.city, store.district);
  // The cover fills the card; the logo sits on it when the store has both.
  const cover = store.banner_url ?? store.image_url;
  const logo = store.banner_url ? store.image_url : null;
  return (
    <article className="store-card">
      <div className="store-card__media">
        {cover ? (
          <Picture src={cover} alt="" width={640} height={360} use="storeCard" priority={priority} />
        ) : (
          <span className="store-card__placeholder" aria-hidden="true">
            <StoreIcon size={40} />
          </span>
        )}
        {logo ? (
          <span className="store-card__logo">
            <Picture src={logo} alt="" width={56} height={56} use="thumb" />
          </span>
        ) : null}
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
