import type { DriverProfile } from '@bedesten/core/schemas/cabs';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { redirect, useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { AvailabilitySwitch } from '~/features/driver/components/availability-switch.tsx';
import { LiveBar } from '~/features/driver/components/live-bar.tsx';
import type { RideListPage } from '~/features/driver/components/received-rides.tsx';
import { SetupStatus } from '~/features/driver/components/setup-status.tsx';
import { driverRead, DRIVER_SETUP_PATH, requireDriverPanel } from '~/features/driver/load.server.ts';
import { cyprusDay, ridesOnDay } from '~/features/driver/ride-list.ts';
import { useAlarmSound } from '~/features/driver/use-alarm-sound.ts';
import { useDriverEvents } from '~/features/driver/use-driver-events.ts';
import { notifyInfo } from '~/lib/notify.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/driver`: the driver's status, the availability switch, open offers and today's rides. */
export async function loader(args: LoaderFunctionArgs) {
  await requireDriverPanel(args);
  const [setup, offers, confirmed] = await Promise.all([
    driverRead<{ data: DriverProfile | null; message: string | null }>(args, 'driver-setup'),
    driverRead<RideListPage>(args, 'driver-rides', { status: 'booked', per_page: 1 }),
    // Confirmed rides, newest pickup first: today's are among the first hundred.
    driverRead<RideListPage>(args, 'driver-rides', { status: 'confirmed', per_page: 100 }),
  ]);
  if (!setup.data) throw redirect(DRIVER_SETUP_PATH);
  return {
    profile: setup.data,
    openOffers: offers.total,
    today: ridesOnDay(confirmed.data, cyprusDay(new Date())),
  };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'driver');

export default function DriverDashboardPage() {
  const { t } = useTranslation('driver');
  const { profile, openOffers, today } = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  const sound = useAlarmSound();
  const connected = useDriverEvents({
    onOffered: (event) => {
      sound.play();
      notifyInfo(event.message);
      void revalidate();
    },
    onTaken: () => void revalidate(),
  });
  return (
    <div className="page page--panel">
      <PageHeader title={t('panel:driver.title')} intro={t('panel:driver.intro')} />
      <div className="stack-lg">
        <SetupStatus profile={profile} deletedMessage={null} />
        <LiveBar connected={connected} soundOn={sound.soundOn} onToggleSound={() => void sound.toggle()} />
        <section className="card stack" aria-labelledby="driver-availability-title">
          <h2 id="driver-availability-title">{t('dashboard.availability')}</h2>
          <AvailabilitySwitch profile={profile} />
        </section>
        <ul className="driver-counts">
          <li className="card">
            <Link to="/driver/rides?status=booked" className="driver-counts__link">
              <span className="driver-counts__number">{openOffers}</span>
              <span>{t('dashboard.openOffers', { count: openOffers })}</span>
            </Link>
          </li>
          <li className="card">
            <Link to="/driver/rides?status=confirmed" className="driver-counts__link">
              <span className="driver-counts__number">{today}</span>
              <span>{t('dashboard.today', { count: today })}</span>
            </Link>
          </li>
        </ul>
        <nav aria-label={t('dashboard.links')}>
          <ul className="driver-links">
            <li>
              <Link to="/driver/rides" className="button button--primary">
                {t('dashboard.toRides')}
              </Link>
            </li>
            <li>
              <Link to="/driver/setup" className="button button--secondary">
                {t('dashboard.toSetup')}
              </Link>
            </li>
            <li>
              <Link to="/" className="button button--ghost">
                {t('dashboard.toShop')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
