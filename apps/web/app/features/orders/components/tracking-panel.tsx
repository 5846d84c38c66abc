import type { OrderDetail } from '@bedesten/core/schemas/orders';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { formatKilometres } from '~/lib/format-number.ts';
import { useLanguage } from '~/lib/root-data.ts';

/**
 * A simple tracking panel: where the order stands, from the store to the
 * delivery address with the distance, and the route on OpenStreetMap (no
 * map tiles are loaded on the page itself).
 */
export function TrackingPanel({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const { store, delivery, distance_km: km } = order.tracking;
  const route =
    store && delivery
      ? `https://www.openstreetmap.org/directions?route=${store.lat}%2C${store.lng}%3B${delivery.lat}%2C${delivery.lng}`
      : null;
  const progress = order.timeline.filter((step) => step.done).length / Math.max(1, order.timeline.length);
  return (
    <section className="card order-section order-tracking" aria-labelledby="order-tracking-title">
      <h2 id="order-tracking-title">{t('tracking.title')}</h2>
      <p className="order-tracking__now">{t('tracking.now', { status: order.status_label })}</p>
      {order.status === 'cancelled' ? (
        <p className="muted">{t('tracking.cancelled')}</p>
      ) : order.status === 'delivered' ? (
        <p className="muted">{t('tracking.delivered')}</p>
      ) : null}
      {order.fulfilment === 'pickup' ? (
        <p className="muted">{t('tracking.pickup')}</p>
      ) : (
        <>
          <div className="order-route" aria-hidden="true">
            <span className="order-route__end order-route__end--store" />
            <span className="order-route__line">
              <span
                className="order-route__progress"
                style={{ width: `${Math.round((order.status === 'cancelled' ? 0 : progress) * 100)}%` }}
              />
            </span>
            <span className="order-route__end order-route__end--home" />
          </div>
          <dl className="order-totals">
            {store ? (
              <div>
                <dt>{t('tracking.from')}</dt>
                <dd>
                  {store.title}, {store.address}
                </dd>
              </div>
            ) : null}
            {order.address ? (
              <div>
                <dt>{t('tracking.to')}</dt>
                <dd>
                  {order.address.address}, {order.address.city}
                </dd>
              </div>
            ) : null}
          </dl>
          {km != null ? <p className="muted">{t('tracking.distance', { km: formatKilometres(km, lang) })}</p> : null}
          {route ? (
            <p>
              <a href={route} target="_blank" rel="noopener noreferrer" className="text-link">
                {t('tracking.map')}
              </a>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
