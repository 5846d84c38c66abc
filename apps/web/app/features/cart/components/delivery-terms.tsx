import { formatMoney } from '@bedesten/core/money/format-money';
import { isOpenEndedBand } from '@bedesten/core/pricing/delivery-charges';
import type { AddressReach, DeliveryTermsView } from '@bedesten/core/schemas/delivery-terms';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { formatKm } from '~/lib/format-km.ts';
import { useLanguage } from '~/lib/root-data.ts';

/**
 * "This store does not deliver to <address>; pick it up instead", or where
 * it does deliver and how far that is. Said before payment (issue 15).
 */
export function ReachNotice({ reach, radiusKm }: { reach: AddressReach; radiusKm: number }) {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  if (!reach.deliverable) {
    return (
      <div className="alert alert--error delivery-reach" role="status" data-testid="delivery-reach">
        <p>
          <strong>{t('delivery.notReached', { address: reach.label })}</strong>
        </p>
        <p>{t('delivery.radius', { km: formatKm(radiusKm, lang) })}</p>
      </div>
    );
  }
  return (
    <p className="delivery-reach delivery-reach--ok" data-testid="delivery-reach">
      {reach.distance_km === null
        ? t('delivery.reached', { address: reach.label })
        : t('delivery.reachedKm', { address: reach.label, km: formatKm(reach.distance_km, lang) })}
    </p>
  );
}

/**
 * A store's own delivery terms (ADR 0041): how far it delivers, what each
 * order value costs, from what value it is free, how long it takes; pickup is
 * always free. `itemsTotal` marks the band that applies to this cart.
 */
export function DeliveryTerms({
  terms,
  itemsTotal,
  currency,
  headingLevel = 2,
  showReach = true,
}: {
  terms: DeliveryTermsView;
  itemsTotal?: number;
  currency?: string;
  headingLevel?: 2 | 3;
  /** Off where the page says the reach elsewhere (the store page says it at the top). */
  showReach?: boolean;
}) {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const money = (minor: number) => formatMoney(minor, lang, currency);
  const km = (value: number) => formatKm(value, lang);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const charging = terms.bands.filter((band) => band.charge > 0);
  return (
    <section
      className="delivery-terms"
      aria-labelledby={`delivery-terms-${terms.store_id}`}
      data-testid="delivery-terms"
    >
      <Heading id={`delivery-terms-${terms.store_id}`}>{t('delivery.title')}</Heading>
      {showReach && terms.address ? <ReachNotice reach={terms.address} radiusKm={terms.radius_km} /> : null}
      <ul className="delivery-terms__list">
        <li>{t('delivery.radius', { km: km(terms.radius_km) })}</li>
        {charging.length === 0 ? (
          <li>{t('delivery.alwaysFree', { km: km(terms.radius_km) })}</li>
        ) : (
          terms.bands.map((band) => {
            const current = itemsTotal !== undefined && itemsTotal >= band.min_price && itemsTotal <= band.max_price;
            return (
              <li
                key={`${band.min_price}:${band.charge}:${band.max_distance_km}`}
                className={current ? 'delivery-terms__band is-current' : 'delivery-terms__band'}
              >
                {/* A band up to €100,000 has no real upper end: "€40.00 and above" (issue 43). */}
                {t(isOpenEndedBand(band) ? 'delivery.bandFrom' : 'delivery.band', {
                  from: money(band.min_price),
                  to: money(band.max_price),
                  charge: band.charge > 0 ? money(band.charge) : t('delivery.free'),
                  km: km(band.max_distance_km),
                  hours: band.max_hours,
                })}
              </li>
            );
          })
        )}
        {charging.length > 0 && !isOpenEndedBand({ max_price: terms.free_from }) ? (
          <li>{t('delivery.freeFrom', { amount: money(terms.free_from) })}</li>
        ) : null}
        <li>{t('delivery.time', { count: terms.delivery_time })}</li>
        <li>{t('delivery.pickupFree')}</li>
      </ul>
    </section>
  );
}
