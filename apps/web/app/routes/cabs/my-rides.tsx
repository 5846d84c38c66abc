import { RIDE_STATUSES } from '@bedesten/core/cabs/ride-status';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { AccountNav } from '~/features/account/components/account-nav.tsx';
import { MyRideList, type RideList } from '~/features/cabs/components/ride-list.tsx';
import { ridesRead } from '~/features/cabs/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/my-rides`: the customer's rides, filtered by status. */
export async function loader(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const status = (RIDE_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? params.get('status')
    : null;
  return { list: await ridesRead<RideList>(args, 'my-rides', { page, status }) };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'my-rides');

export default function MyRidesPage() {
  const { t } = useTranslation('cabs');
  const { list } = useLoaderData<typeof loader>();
  return (
    <div className="page container">
      <PageHeader title={t('pages:my-rides.title')} intro={t('pages:my-rides.intro')} />
      <div className="account-layout">
        <AccountNav />
        <div>
          <MyRideList list={list} />
        </div>
      </div>
    </div>
  );
}
