import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, useLocation, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { ReceivedRides, type RideListPage } from '~/features/driver/components/received-rides.tsx';
import { driverRead, pageOf, requireDriverPanel } from '~/features/driver/load.server.ts';
import { RIDE_FILTERS, rideFilterOf, statusOfFilter } from '~/features/driver/ride-list.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/driver/rides`: received rides (SPEC.md §2), open offers first, with status tabs and the live alarm. */
export async function loader(args: LoaderFunctionArgs) {
  await requireDriverPanel(args);
  const params = new URL(args.request.url).searchParams;
  const filter = rideFilterOf(params.get('status'));
  const list = await driverRead<RideListPage>(args, 'driver-rides', {
    status: statusOfFilter(filter),
    page: pageOf(params.get('page')),
  });
  return { filter, list };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'driver-rides');

export default function DriverRidesPage() {
  const { t } = useTranslation('driver');
  const { filter, list } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <div className="page page--panel">
      <PageHeader title={t('panel:driver-rides.title')} intro={t('panel:driver-rides.intro')} />
      <nav className="pill-tabs driver-tabs" aria-label={t('filter')}>
        <ul>
          {RIDE_FILTERS.map((item) => (
            <li key={item}>
              <Link
                to={item === 'all' ? pathname : `${pathname}?status=${item}`}
                className="pill-tabs__tab"
                aria-current={item === filter ? 'page' : undefined}
              >
                {t(`tabs.${item}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ReceivedRides key={filter} list={list} filter={filter} />
    </div>
  );
}
