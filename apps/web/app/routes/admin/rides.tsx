import { RIDE_STATUSES, type RideStatus } from '@bedesten/core/cabs/ride-status';
import { formatMoney } from '@bedesten/core/money/format-money';
import type { Ride } from '@bedesten/core/schemas/cabs';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { Pager } from '~/components/pager.tsx';
import { EmptyState, StatusTag } from '~/features/admin/components/status-tabs.tsx';
import { formatDateTime } from '~/features/admin/format.ts';
import { loadStaffList } from '~/features/admin/loaders.server.ts';
import { pageParam } from '~/features/admin/query.ts';
import { pageMeta } from '~/lib/meta.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { PillTabs } from '~/components/pill-tabs.tsx';

/** `?status=` of the ride list: one of a ride's states, or every ride when absent or unknown. */
function rideStatusParam(params: URLSearchParams): RideStatus | null {
  const value = params.get('status');
  return (RIDE_STATUSES as readonly string[]).includes(value ?? '') ? (value as RideStatus) : null;
}

/** `/admin/rides`: every cab ride, latest pickup first, with who booked it and who drives it; tabs by state. */
export async function loader(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  const status = rideStatusParam(params);
  const rides = await loadStaffList<Ride>(args, 'admin/rides', {
    page: pageParam(params),
    ...(status ? { status } : {}),
  });
  return { status, rides };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-rides');

export default function AdminRides() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const { status, rides } = useLoaderData<typeof loader>();
  return (
    <div className="page page--panel admin-page">
      <PageHeader title={t('panel:admin-rides.title')} intro={t('panel:admin-rides.intro')} />
      <PillTabs
        label={t('tabs.label')}
        tabs={[null, ...RIDE_STATUSES].map((tab) => ({
          key: tab ?? 'all',
          to: tab ? `/admin/rides?status=${tab}` : '/admin/rides',
          label: tab ? t(`rides.status.${tab}`) : t('rides.all'),
          current: tab === status,
        }))}
      />
      {rides.data.length === 0 ? (
        <EmptyState text={t('messages:no_rides_found')} />
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">{t('panel:admin-rides.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rides.ride')}</th>
              <th scope="col">{t('rides.pickup')}</th>
              <th scope="col">{t('rides.route')}</th>
              <th scope="col">{t('rides.customer')}</th>
              <th scope="col">{t('rides.driver')}</th>
              <th scope="col">{t('rides.state')}</th>
              <th scope="col">{t('rides.price')}</th>
            </tr>
          </thead>
          <tbody>
            {rides.data.map((ride) => (
              <tr key={ride.id}>
                <th scope="row">#{ride.number}</th>
                <td data-label={t('rides.pickup')}>
                  <time dateTime={ride.pickup_at}>{formatDateTime(ride.pickup_at, lang)}</time>
                </td>
                <td data-label={t('rides.route')} translate="no">
                  {ride.from.name} → {ride.to.name}
                </td>
                <td data-label={t('rides.customer')} translate="no">
                  {ride.customer.first_name} {ride.customer.last_name}
                  {ride.customer.mobile ? (
                    <>
                      {' '}
                      <a href={`tel:${ride.customer.mobile}`} className="text-link">
                        {ride.customer.mobile}
                      </a>
                    </>
                  ) : null}
                </td>
                <td data-label={t('rides.driver')} translate="no">
                  {ride.driver ? ride.driver.name : '–'}
                </td>
                <td data-label={t('rides.state')}>
                  <StatusTag status={ride.status} />
                  {ride.cancel_reason ? (
                    <span className="admin-rides__reason" data-own-words>
                      {t(`rides.cancelledBy.${ride.cancelled_by ?? 'customer'}`)}: {ride.cancel_reason}
                    </span>
                  ) : null}
                </td>
                <td data-label={t('rides.price')}>{formatMoney(ride.price.total, lang, ride.price.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager current={rides.current_page} last={rides.last_page} total={rides.total} />
    </div>
  );
}
