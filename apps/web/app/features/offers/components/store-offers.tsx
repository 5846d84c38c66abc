import { formatMoney } from '@bedesten/core/money/format-money';
import type { PublicOffer } from '@bedesten/core/schemas/offers';
import type { CSSProperties } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { discountText } from './discount-text.ts';

/** A store's current offers on its page (`offerList`): what it takes off, the code and the minimum. */
export function StoreOffers({ offers }: { offers: PublicOffer[] }) {
  const { t } = useTranslation('offers');
  const lang = useLanguage();
  if (offers.length === 0) return null;
  return (
    <section className="store-offers" aria-labelledby="store-offers-title">
      <h2 id="store-offers-title" className="store-offers__title">
        {t('store.title')}
      </h2>
      <ul className="store-offers__list">
        {offers.map((offer) => (
          <li
            key={offer.id}
            className="store-offer"
            style={{ '--offer-colour': offer.colour } as CSSProperties}
            data-offer={offer.code}
          >
            <p className="store-offer__discount">{discountText(offer, lang, t)}</p>
            <p className="store-offer__code">
              {t('store.useCode')}{' '}
              <code className="offer-code" translate="no">
                {offer.code}
              </code>
            </p>
            <p className="store-offer__terms muted">
              {offer.minimum_order_amount > 0
                ? t('store.minimum', { amount: formatMoney(offer.minimum_order_amount, lang) })
                : t('store.noMinimum')}
              {offer.online_payment_only ? ` · ${t('store.onlineOnly')}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
