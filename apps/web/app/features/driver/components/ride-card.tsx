import { formatDistance } from '@bedesten/core/geo/format-distance';
import { formatDate } from '@bedesten/core/i18n/dates';
import { formatMoney } from '@bedesten/core/money/format-money';
import type { DriverRide } from '@bedesten/core/schemas/cabs';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { receiptHref } from '../api.ts';
import { rideBadge } from '../ride-list.ts';
import { RideActions } from './ride-actions.tsx';

/**
 * One received ride (SPEC.md §3 Ride): from and to, pickup and return times,
 * way and transfer type, vehicle, price, the customer (their contact only on
 * the driver's own ride), the actions the driver may take, and the receipt
 * once completed.
 */
export function RideCard({
  ride,
  taken,
  onChanged,
  onTaken,
  headingLink = true,
}: {
  ride: DriverRide;
  taken: ReadonlySet<string>;
  onChanged: (ride: DriverRide) => void;
  onTaken: (id: string) => void;
  headingLink?: boolean;
}) {
  const { t } = useTranslation('driver');
  const lang = useLanguage();
  const badge = rideBadge(ride, taken);
  const when = (iso: string) => formatDate(iso, lang, 'dateTime');
  const title = t('ride.title', { number: ride.number });
  const customer = [ride.customer.first_name, ride.customer.last_name].filter(Boolean).join(' ');
  return (
    <article className="driver-ride card" aria-labelledby={`ride-${ride.id}`} data-ride-id={ride.id}>
      <header className="driver-ride__head">
        <h2 id={`ride-${ride.id}`} className="driver-ride__title">
          {headingLink ? (
            <Link to={`/driver/rides/${ride.id}`} className="text-link">
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        <span className={`driver-chip driver-chip--${badge}`}>{t(`status.${badge}`)}</span>
      </header>
      <p className="driver-ride__route">{t('ride.route', { from: ride.from.name, to: ride.to.name })}</p>
      <dl className="driver-ride__facts">
        <div>
          <dt>{t('ride.pickup')}</dt>
          <dd>{when(ride.pickup_at)}</dd>
        </div>
        {ride.return_at ? (
          <div>
            <dt>{t('ride.return')}</dt>
            <dd>{when(ride.return_at)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('ride.trip')}</dt>
          <dd>
            {t(`way.${ride.way_type}`)} · {t(`transfer.${ride.transfer_type}`)}
            {ride.airport ? ` (${ride.airport})` : ''} · {formatDistance(ride.road_km, lang)}
          </dd>
        </div>
        <div>
          <dt>{t('ride.vehicle')}</dt>
          <dd>{t('ride.vehicleSeats', { name: ride.vehicle.name, seats: ride.vehicle.seats })}</dd>
        </div>
        <div>
          <dt>{t('ride.price')}</dt>
          <dd>{formatMoney(ride.price.total, lang, ride.price.currency)}</dd>
        </div>
        <div>
          <dt>{t('ride.customer')}</dt>
          <dd>
            {customer}
            {ride.customer.mobile ? (
              <>
                {' · '}
                <a href={`tel:${ride.customer.mobile.replace(/\s+/g, '')}`} className="text-link">
                  {ride.customer.mobile}
                </a>
              </>
            ) : null}
          </dd>
        </div>
        {ride.comments ? (
          <div>
            <dt>{t('ride.comments')}</dt>
            <dd>{ride.comments}</dd>
          </div>
        ) : null}
        {ride.cancel_reason ? (
          <div>
            <dt>{t('ride.cancelReason')}</dt>
            <dd>{ride.cancel_reason}</dd>
          </div>
        ) : null}
      </dl>
      {badge === 'taken' ? <p className="driver-ride__taken">{t('ride.takenNote')}</p> : null}
      <div className="driver-ride__actions">
        <RideActions ride={ride} taken={taken} onChanged={onChanged} onTaken={onTaken} />
        {ride.status === 'completed' && ride.mine ? (
          <a href={receiptHref(ride.id, lang)} className="button button--secondary button--small" download>
            {t('ride.receipt')}
          </a>
        ) : null}
      </div>
    </article>
  );
}
