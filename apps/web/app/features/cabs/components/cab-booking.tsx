import { formatMoney } from '@bedesten/core/money/format-money';
import type { Ride } from '@bedesten/core/schemas/cabs';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useNavigate } from 'react-router';
import { Dialog } from '~/components/dialog.tsx';
import { signInHref } from '~/lib/access.ts';
import { apiGet, apiPost, type ApiErrorBody } from '~/lib/api-client.ts';
import { useClientState, useClientStore, useRestoreStatus } from '~/lib/client-state/provider.tsx';
import { emptyCab } from '~/lib/client-state/state.ts';
import type { CabDetails, CabState } from '~/lib/client-state/types.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { useLanguage, useSessionUser } from '~/lib/root-data.ts';
import { notifySuccess } from '~/lib/notify.ts';
import type { VehicleListAnswer } from '../api.ts';
import {
  missingTripFields,
  newIdempotencyKey,
  prefillDetails,
  tripErrorsOf,
  vehicleListQuery,
  type TripErrors,
} from '../draft.ts';
import { detailErrorsOf } from '../details-check.ts';
import { DetailsStep, type DetailErrors } from './details-step.tsx';
import { RideSummary } from './ride-summary.tsx';
import { TripStep } from './trip-step.tsx';
import { VehicleStep } from './vehicle-step.tsx';

const STEPS = ['trip', 'vehicle', 'details', 'confirm'] as const;

function fieldMessages<K extends string>(body: ApiErrorBody | null, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  if (!body || typeof body.errors !== 'object') return out;
  for (const key of keys) {
    const value = body.errors[key];
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string') out[key] = text;
  }
  return out;
}

/**
 * The cab booking flow (SPEC.md §2, §3): trip, vehicle, details, then a
 * confirm prompt. Every step writes to the client state's cab draft, so a
 * reload or a detour through sign-in comes back to the same place.
 */
export function CabBooking({ tileUrl }: { tileUrl: string }) {
  const { t } = useTranslation('cabs');
  const lang = useLanguage();
  const user = useSessionUser();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const restored = useRestoreStatus() === 'ready';
  const store = useClientStore();
  const cab = useClientState((state) => state.cab);
  const onError = useApiErrorHandler();
  const [tripErrors, setTripErrors] = useState<TripErrors>({});
  const [detailErrors, setDetailErrors] = useState<DetailErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const update = (patch: Partial<CabState>) =>
    store.setState((state) => ({ ...state, cab: { ...state.cab, ...patch } }));

  if (!hydrated || !restored) {
    return (
      <p className="cab-loading muted" role="status">
        {t('loading')}
      </p>
    );
  }

  const step = Math.min(Math.max(cab.step ?? 1, 1), 4);
  const answer = (cab.vehicleList[0] ?? null) as VehicleListAnswer | null;
  const chosen = answer?.data.find((vehicle) => vehicle.code === cab.vehicleType) ?? null;
  const details = prefillDetails(cab.details, user);

  const findVehicles = async () => {
    const missing = missingTripFields(cab);
    if (missing.length) {
      setTripErrors(Object.fromEntries(missing.map((field) => [field, t(`trip.missing.${field}`)])));
      return;
    }
    setBusy(true);
    const result = await apiGet<VehicleListAnswer>('cab-vehicle-list', vehicleListQuery(cab)!, {});
    setBusy(false);
    if (!result.ok) {
      const errors = tripErrorsOf(result.error);
      if (Object.keys(errors).length) setTripErrors(errors);
      else onError(result);
      return;
    }
    setTripErrors({});
    const stillThere = result.data.data.some((vehicle) => vehicle.bookable && vehicle.code === cab.vehicleType);
    update({ vehicleList: [result.data], vehicleType: stillThere ? cab.vehicleType : null, step: 2, modify: false });
  };

  const toConfirm = async () => {
    // This step's fields are checked here, with the booking's own rules, not after the last step.
    const errors = await detailErrorsOf(details, lang);
    setDetailErrors(errors);
    if (Object.keys(errors).length > 0) {
      update({ details });
      return;
    }
    if (!user) {
      // The draft (details included) stays in the client state; the sign-in page brings the person back.
      update({ details, step: 3 });
      void navigate(signInHref('user', '/cab'));
      return;
    }
    update({ details, step: 4, idempotencyKey: cab.idempotencyKey ?? newIdempotencyKey() });
  };

  const book = async () => {
    if (!chosen || !cab.pickup || !cab.destination) return;
    const key = cab.idempotencyKey ?? newIdempotencyKey();
    if (!cab.idempotencyKey) update({ idempotencyKey: key });
    const query = vehicleListQuery(cab)!;
    setBusy(true);
    setFailure(null);
    const result = await apiPost<{ data: Ride; message: string }>(
      'cab-booking',
      {
        from: { name: cab.pickup.address, lat: cab.pickup.lat, lng: cab.pickup.lng },
        to: { name: cab.destination.address, lat: cab.destination.lat, lng: cab.destination.lng },
        way_type: query.way_type,
        pickup_at: query.pickup_at,
        return_at: query.return_at ?? null,
        vehicle_type: chosen.code,
        ...details,
        comments: details.comments || undefined,
      },
      { headers: { 'Idempotency-Key': key } },
    );
    setBusy(false);
    if (result.ok) {
      store.setState((state) => ({ ...state, cab: emptyCab() }));
      notifySuccess(result.data.message);
      await navigate(`/my-rides/${result.data.data.id}`);
      return;
    }
    if (result.status === 400) {
      const trip = tripErrorsOf(result.error);
      const fields = fieldMessages(result.error, [
        'first_name',
        'last_name',
        'email',
        'country_code',
        'mobile',
        'comments',
      ] as const);
      if (Object.keys(trip).length) {
        setTripErrors(trip);
        update({ step: 1, modify: true });
        return;
      }
      if (Object.keys(fields).length) {
        setDetailErrors(fields);
        update({ step: 3 });
        return;
      }
    }
    const text = onError(result, { silent: true });
    setFailure(text ?? result.error?.message ?? t('confirm.failed'));
  };

  return (
    <div className="cab-booking">
      <ol className="cab-steps" aria-label={t('steps.label')}>
        {STEPS.map((name, index) => (
          <li
            key={name}
            className={`cab-steps__item${index + 1 === step ? ' is-current' : ''}${index + 1 < step ? ' is-done' : ''}`}
            aria-current={index + 1 === step ? 'step' : undefined}
          >
            <span className="cab-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="cab-steps__name">{t(`steps.${name}`)}</span>
          </li>
        ))}
      </ol>
      {step === 1 || !answer ? (
        <TripStep
          cab={cab}
          update={(patch) => {
            update({ ...patch, ...(cab.vehicleList.length ? { modify: true } : {}) });
          }}
          errors={tripErrors}
          tileUrl={tileUrl}
          busy={busy}
          onSubmit={() => void findVehicles()}
        />
      ) : step === 2 ? (
        <VehicleStep
          answer={answer}
          chosen={cab.vehicleType ?? null}
          onChoose={(code) => update({ vehicleType: code })}
          onBack={() => update({ step: 1, modify: true })}
          onSubmit={() => update({ step: 3 })}
        />
      ) : (
        <DetailsStep
          details={details}
          onChange={(next: CabDetails) => {
            // A field changed since it was checked no longer shows its old message.
            setDetailErrors((errors) => {
              const kept: DetailErrors = {};
              for (const [key, text] of Object.entries(errors) as [keyof CabDetails, string][]) {
                if (next[key] === details[key]) kept[key] = text;
              }
              return kept;
            });
            update({ details: next });
          }}
          errors={detailErrors}
          onBack={() => update({ step: 2 })}
          onSubmit={() => void toConfirm()}
        />
      )}
      {answer && chosen && step === 4 ? (
        <Dialog open onClose={() => update({ step: 3 })} title={t('confirm.title')}>
          <RideSummary
            from={cab.pickup?.address ?? ''}
            to={cab.destination?.address ?? ''}
            pickupAt={vehicleListQuery(cab)?.pickup_at as string}
            returnAt={(vehicleListQuery(cab)?.return_at as string | undefined) ?? null}
            wayType={cab.wayType === 'return' ? 'return' : 'one_way'}
            vehicle={chosen.name}
            roadKm={answer.road_km}
            transfer={answer.transfer_type}
            airport={answer.airport}
          />
          <p className="cab-confirm__price">
            {t('confirm.price')} <strong>{formatMoney(chosen.price.total, lang, chosen.price.currency)}</strong>
            {chosen.price.legs === 2 ? (
              <span className="muted">
                {' '}
                {t('vehicles.legs', { leg: formatMoney(chosen.price.leg, lang, chosen.price.currency) })}
              </span>
            ) : null}
          </p>
          <p className="cab-pay-note">{t('vehicles.payNote')}</p>
          {failure ? (
            <p className="alert alert--error" role="alert">
              {failure}
            </p>
          ) : null}
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => void book()} disabled={busy} aria-busy={busy}>
              {t('confirm.book')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => update({ step: 3 })}>
              {t('back')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
