import type { DriverProfile } from '@bedesten/core/schemas/cabs';
import { useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { FormAlert } from '~/components/form/fields.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import type { VehicleTypeOption } from '~/features/driver/api.ts';
import { DriverSetupForm } from '~/features/driver/components/driver-setup-form.tsx';
import { SetupStatus } from '~/features/driver/components/setup-status.tsx';
import { driverRead } from '~/features/driver/load.server.ts';
import { mapTileUrl } from '~/lib/map-tiles.server.ts';
import { pageMeta } from '~/lib/meta.ts';
import { requireUser } from '~/lib/session.server.ts';
import { useSessionActions } from '~/lib/use-session.ts';

/** `/driver/setup`: any signed-in account sets up (or changes) its driver profile; staff approve it. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const [setup, types] = await Promise.all([
    driverRead<{ data: DriverProfile | null; message: string | null }>(args, 'driver-setup'),
    driverRead<{ data: VehicleTypeOption[] }>(args, 'cab-vehicle-types'),
  ]);
  return {
    profile: setup.data,
    deletedMessage: setup.message,
    vehicleTypes: types.data,
    account: { name: user.name, mobile: user.mobile ?? '' },
    tileUrl: mapTileUrl(),
  };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'driver-setup');

export default function DriverSetupPage() {
  const { t } = useTranslation('driver');
  const data = useLoaderData<typeof loader>();
  const session = useSessionActions();
  const [profile, setProfile] = useState(data.profile);
  const [sent, setSent] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);

  const onSaved = (saved: DriverProfile, message: string) => {
    setProfile(saved);
    setSent(message);
    // The session's driver_id opens the rest of the driver panel.
    void session.refresh();
    requestAnimationFrame(() => top.current?.focus());
  };

  return (
    <div className="page page--panel">
      <PageHeader title={t('panel:driver-setup.title')} intro={t('panel:driver-setup.intro')} />
      <div className="stack-lg">
        <div ref={top} tabIndex={-1} className="driver-setup__top">
          <FormAlert message={sent} tone="success" />
          <SetupStatus profile={profile} deletedMessage={profile ? null : data.deletedMessage} />
          {profile?.status === 'approved' ? (
            <p>
              <Link to="/driver" className="text-link">
                {t('setup.toDashboard')}
              </Link>
            </p>
          ) : null}
        </div>
        <section className="card" aria-label={t('panel:driver-setup.title')}>
          <DriverSetupForm
            // A fresh form after saving, so its values are the saved profile's.
            key={profile?.updated_at ?? 'new'}
            profile={profile}
            vehicleTypes={data.vehicleTypes}
            account={data.account}
            tileUrl={data.tileUrl}
            onSaved={onSaved}
          />
        </section>
      </div>
    </div>
  );
}
