import { formatMoney } from '@bedesten/core/money/format-money';
import type { Ride } from '@bedesten/core/schemas/cabs';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import { ConfirmDialog } from '~/components/dialog.tsx';
import { apiPost } from '~/lib/api-client.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { receiptHref } from '../api.ts';
import { formatRideTime } from '../format.ts';
import { customerMayCancel } from '../live-ride.ts';
import { RideSummary } from './ride-summary.tsx';

/** Each step the ride went through, with when; a cancelled ride ends there. */
function StatusTimeline({ ride }: { ride: Ride }) {
  const { t } = useTranslation('cabs');
  const lang = useLanguage();
  const steps: { key: string; at: string | null }[] = [
    { key: 'booked', at: ride.created_at },
    { key: 'confirmed', at: ride.confirmed_at },
    ride.status === 'cancelled'
      ? { key: 'cancelled', at: ride.cancelled_at }
      : { key: 'completed', at: ride.completed_at },
  ];
  return (
    <ol className="cab-timeline" aria-label={t('ride.timeline')}>
      {steps.map((step) => (
        <li key={step.key} className={`cab-timeline__item${step.at ? ' is-done' : ''}`}>
          <span className="cab-timeline__name">{t(`status.${step.key}`)}</span>
          <span className="cab-timeline__at muted">{step.at ? formatRideTime(step.at, lang) : t('ride.pending')}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The driver's vehicle type by name ("Saloon", "Sedan" in Turkish), not its
 * code: drivers get rides of their own type, so it is the booked vehicle's.
 */
export function driverVehicleName(ride: Pick<Ride, 'vehicle' | 'driver'>): string {
  const code = ride.driver?.vehicle_type ?? ride.vehicle.code;
  if (code === ride.vehicle.code) return ride.vehicle.name;
  const words = code.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One of the customer's rides: where, when, price, status; the driver once confirmed; cancel and receipt. */
export function RideDetail({ ride }: { ride: Ride }) {
  const { t } = useTranslation('cabs');
  const lang = useLanguage();
  const { revalidate } = useRevalidator();
  const onError = useApiErrorHandler();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The transition table decides, cut-off included: no Cancel the server would refuse (issue 43).
  const cancellable = customerMayCancel(ride);

  const cancel = async () => {
    setBusy(true);
    const result = await apiPost<{ message: string }>('ride-cancel', { id: ride.id });
    setBusy(false);
    setAsking(false);
    if (result.ok) {
      setRefusal(null);
      notifySuccess(result.data.message);
      await revalidate();
      return;
    }
    setRefusal(onError(result, { silent: true }) ?? result.error?.message ?? null);
    // Refused: the ride moved meanwhile; show it as it is now.
    await revalidate();
  };

  return (
    <div className="cab-ride-detail">
      <section className="card cab-ride-detail__main" aria-labelledby="ride-heading">
        <h2 id="ride-heading" className="cab-ride-detail__title">
          {t('ride.number', { number: ride.number })}{' '}
          <span className={`cab-status cab-status--${ride.status}`} data-testid="ride-status">
            {t(`status.${ride.status}`)}
          </span>
        </h2>
        <RideSummary
          from={ride.from.name}
          to={ride.to.name}
          pickupAt={ride.pickup_at}
          returnAt={ride.return_at}
          wayType={ride.way_type}
          vehicle={ride.vehicle.name}
          roadKm={ride.road_km}
          transfer={ride.transfer_type}
          airport={ride.airport}
        />
        <p className="cab-confirm__price">
          {t('confirm.price')} <strong>{formatMoney(ride.price.total, lang, ride.price.currency)}</strong>
          {ride.price.legs === 2 ? (
            <span className="muted">
              {' '}
              {t('vehicles.legs', { leg: formatMoney(ride.price.leg, lang, ride.price.currency) })}
            </span>
          ) : null}
        </p>
        {/* Said where it is still to pay: a ride done or cancelled owes nothing more. */}
        {ride.status === 'booked' || ride.status === 'confirmed' ? (
          <p className="cab-pay-note">{t('vehicles.payNote')}</p>
        ) : null}
        {ride.cancel_reason ? <p className="alert">{t('ride.cancelReason', { reason: ride.cancel_reason })}</p> : null}
        <div className="cab-step__actions">
          <a className="button button--secondary" href={receiptHref(ride.id, lang)} download>
            {t('ride.receipt')}
          </a>
          {cancellable ? (
            <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
              {t('ride.cancel')}
            </button>
          ) : null}
        </div>
        {!cancellable && ride.status === 'confirmed' ? <p className="muted">{t('ride.cancelClosed')}</p> : null}
        {refusal ? (
          <p className="alert alert--error" role="alert">
            {refusal}
          </p>
        ) : null}
      </section>
      <section className="card" aria-labelledby="ride-status-heading">
        <h2 id="ride-status-heading" className="cab-ride-detail__title">
          {t('ride.statusTitle')}
        </h2>
        <StatusTimeline ride={ride} />
      </section>
      <section className="card" aria-labelledby="ride-driver-heading">
        <h2 id="ride-driver-heading" className="cab-ride-detail__title">
          {t('ride.driver')}
        </h2>
        {ride.driver ? (
          <dl className="cab-summary" data-testid="ride-driver">
            <dt>{t('ride.driverName')}</dt>
            <dd>{ride.driver.name}</dd>
            <dt>{t('ride.driverVehicle')}</dt>
            <dd>
              {driverVehicleName(ride)}, {t('vehicles.seats', { count: ride.driver.seats })}
            </dd>
            <dt>{t('ride.driverPlate')}</dt>
            <dd>{ride.driver.vehicle_number}</dd>
            <dt>{t('ride.driverPhone')}</dt>
            <dd>
              <a href={`tel:${ride.driver.mobile}`}>{ride.driver.mobile}</a>
            </dd>
          </dl>
        ) : (
          <p className="muted">{t('ride.driverLater')}</p>
        )}
      </section>
      <ConfirmDialog
        open={asking}
        title={t('ride.cancelTitle')}
        text={t('ride.cancelText', { from: ride.from.name, to: ride.to.name })}
        confirmLabel={t('ride.cancelConfirm')}
        onConfirm={() => void cancel()}
        onClose={() => setAsking(false)}
        busy={busy}
      />
    </div>
  );
}
