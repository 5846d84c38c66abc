import { formatMoney } from '@bedesten/core/money/format-money';
import { RIDE_STATUSES } from '@bedesten/core/cabs/ride-status';
import type { Ride } from '@bedesten/core/schemas/cabs';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useSearchParams } from 'react-router';
import { Link } from '~/components/link.tsx';
import { Pager } from '~/components/pager.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { formatRideTime } from '../format.ts';

export interface RideList {
  data: Ride[];
  current_page: number;
  last_page: number;
  total: number;
  message: string | null;
}

/** The status filter: all, then each status, as links that keep the list bookmarkable. */
function StatusFilter() {
  const { t } = useTranslation('cabs');
  const [params] = useSearchParams();
  const current = params.get('status');
  return (
    <nav className="cab-filter" aria-label={t('rides.filter')}>
      <ul className="cab-filter__list">
        {[null, ...RIDE_STATUSES].map((status) => (
          <li key={status ?? 'all'}>
            <Link
              to={status ? `/my-rides?status=${status}` : '/my-rides'}
              className={`cab-filter__link${current === status ? ' is-current' : ''}`}
              aria-current={current === status ? 'page' : undefined}
            >
              {status ? t(`status.${status}`) : t('rides.all')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The customer's rides, latest pickup first, with the spec's "No rides found". */
export function MyRideList({ list }: { list: RideList }) {
  const { t } = useTranslation('cabs');
  const lang = useLanguage();
  return (
    <>
      <StatusFilter />
      {list.data.length === 0 ? (
        <div className="order-empty card">
          <p className="order-empty__title">{list.message ?? t('rides.empty')}</p>
          <Link to="/cab" className="button">
            {t('rides.book')}
          </Link>
        </div>
      ) : (
        <ul className="cab-rides">
          {list.data.map((ride) => (
            <li key={ride.id} className="cab-ride card">
              <Link to={`/my-rides/${ride.id}`} className="cab-ride__link">
                <span className="cab-ride__route">
                  {ride.from.name} → {ride.to.name}
                </span>
              </Link>
              <span className={`cab-status cab-status--${ride.status}`}>{t(`status.${ride.status}`)}</span>
              <span className="cab-ride__meta">
                {formatRideTime(ride.pickup_at, lang)} · {t(`way.${ride.way_type}`)} · {ride.vehicle.name}
              </span>
              <span className="cab-ride__price">{formatMoney(ride.price.total, lang, ride.price.currency)}</span>
            </li>
          ))}
        </ul>
      )}
      <Pager current={list.current_page} last={list.last_page} total={list.total} />
    </>
  );
}
