import type { DriverRide } from '@bedesten/core/schemas/cabs';
import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { RideCard } from '~/features/driver/components/ride-card.tsx';
import { isGivenUp } from '~/features/driver/ride-list.ts';
import { driverRead, requireDriverPanel } from '~/features/driver/load.server.ts';
import { useDriverEvents } from '~/features/driver/use-driver-events.ts';
import { useLiveRecord } from '~/lib/live-updates.ts';
import { pageMeta } from '~/lib/meta.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/driver/rides/:id`: one ride offered to the driver or taken by them (where the API's notices link). */
export async function loader(args: LoaderFunctionArgs) {
  await requireDriverPanel(args);
  const id = args.params['id'] ?? '';
  if (!UUID.test(id)) throw new Response(null, { status: 404 });
  const { data } = await driverRead<{ data: DriverRide }>(args, `driver-rides/${id}`);
  return { ride: data };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'driver-ride');

export default function DriverRidePage() {
  const { t } = useTranslation('driver');
  const data = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const [ride, setRide] = useState(data.ride);
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setRide(data.ride), [data.ride]);
  // Live: the customer's cancel, or another driver taking this offer, shows at once (issue 43).
  const shown = useLiveRecord('ride', ride);
  useDriverEvents({
    onOffered: () => undefined,
    onTaken: (event) => {
      if (event.ride_id === ride.id) setTaken(new Set([ride.id]));
    },
  });
  return (
    <div className="page page--panel">
      <PageHeader title={t('panel:driver-ride.title')} intro={t('panel:driver-ride.intro')} />
      <p>
        <Link to="/driver/rides" className="text-link">
          {t('backToRides')}
        </Link>
      </p>
      <RideCard
        ride={shown}
        taken={taken}
        headingLink={false}
        onChanged={(next) => {
          // Given up: the ride went back to the other drivers and is no longer this driver's to see.
          if (isGivenUp(ride, next)) {
            void navigate('/driver/rides');
            return;
          }
          setRide(next);
          void revalidate();
        }}
        onTaken={(id) => setTaken(new Set([id]))}
      />
    </div>
  );
}
