import type { DriverRide } from '@bedesten/core/schemas/cabs';
import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import { Pager } from '~/components/pager.tsx';
import { useLiveList } from '~/lib/live-updates.ts';
import { notifyInfo } from '~/lib/notify.ts';
import { driverApi } from '../api.ts';
import { isGivenUp, withOfferedRide, type RideFilter } from '../ride-list.ts';
import { useAlarmSound } from '../use-alarm-sound.ts';
import { useDriverEvents } from '../use-driver-events.ts';
import { LiveBar } from './live-bar.tsx';
import { RideCard } from './ride-card.tsx';

export interface RideListPage {
  data: DriverRide[];
  current_page: number;
  last_page: number;
  total: number;
  message: string | null;
}

/**
 * The received rides with the live stream: a new offer sounds the alarm and
 * joins the list without a reload; an offer another driver took is marked
 * taken.
 */
export function ReceivedRides({ list, filter }: { list: RideListPage; filter: RideFilter }) {
  const { t } = useTranslation('driver');
  const { revalidate } = useRevalidator();
  const sound = useAlarmSound();
  const [rides, setRides] = useState(list.data);
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setRides(list.data), [list.data]);
  // A customer's cancel of one of these rides reads the list again (issue 43).
  useLiveList('ride', rides);

  const markTaken = (id: string) => setTaken((set) => new Set(set).add(id));
  const connected = useDriverEvents({
    onOffered: (event) => {
      // Offered again (its driver gave it up): it is open, no longer taken.
      setTaken((set) => {
        const next = new Set(set);
        next.delete(event.ride_id);
        return next;
      });
      sound.play();
      notifyInfo(event.message);
      void driverApi.ride(event.ride_id).then((result) => {
        if (result.ok) setRides((current) => withOfferedRide(current, result.data.data, filter));
      });
    },
    onTaken: (event) => markTaken(event.ride_id),
  });

  const onChanged = (ride: DriverRide) => {
    setRides((current) =>
      isGivenUp(
        current.find((item) => item.id === ride.id),
        ride,
      )
        ? current.filter((item) => item.id !== ride.id)
        : current.map((item) => (item.id === ride.id ? ride : item)),
    );
    void revalidate();
  };
  const onTaken = (id: string) => {
    markTaken(id);
    void revalidate();
  };

  return (
    <div className="stack">
      <LiveBar connected={connected} soundOn={sound.soundOn} onToggleSound={() => void sound.toggle()} />
      {rides.length === 0 ? (
        <div className="notice">
          <p>{list.message ?? t('empty')}</p>
        </div>
      ) : (
        <ul className="driver-rides" aria-live="polite">
          {rides.map((ride) => (
            <li key={ride.id}>
              <RideCard ride={ride} taken={taken} onChanged={onChanged} onTaken={onTaken} />
            </li>
          ))}
        </ul>
      )}
      <Pager current={list.current_page} last={list.last_page} total={list.total} label={t('pages')} />
    </div>
  );
}
