import type { Ride } from '@bedesten/core/schemas/cabs';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { AccountNav } from '~/features/account/components/account-nav.tsx';
import { RideDetail } from '~/features/cabs/components/ride-detail.tsx';
import { ridesRead } from '~/features/cabs/load.server.ts';
import { useLiveRecord } from '~/lib/live-updates.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/my-rides/:id`: one of the customer's rides (the API's notices link here). */
export async function loader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Response(null, { status: 404 });
  return { ride: (await ridesRead<{ data: Ride }>(args, `my-rides/${id}`)).data };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'my-ride');

export default function MyRidePage() {
  const { t } = useTranslation('cabs');
  // Live: the driver's confirmation (or any other change) shows at once, and the ride is read again (issue 43).
  const ride = useLiveRecord('ride', useLoaderData<typeof loader>().ride);
  return (
    <div className="page container">
      <PageHeader title={t('pages:my-ride.title')} intro={t('pages:my-ride.intro')} />
      <div className="account-layout">
        <AccountNav />
        <div>
          <p>
            <Link to="/my-rides">{t('ride.backToList')}</Link>
          </p>
          <RideDetail ride={ride} />
        </div>
      </div>
    </div>
  );
}
