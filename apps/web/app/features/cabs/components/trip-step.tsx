import { useId } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FieldErrorText } from '~/components/form/fields.tsx';
import type { CabState, Place } from '~/lib/client-state/types.ts';
import { touchesAirport, type TripErrors } from '../draft.ts';
import { PlaceFinder } from './place-finder.tsx';

/** Step 1: where from, where to, one way or return, when. */
export function TripStep({
  cab,
  update,
  errors,
  tileUrl,
  busy,
  onSubmit,
}: {
  cab: CabState;
  update: (patch: Partial<CabState>) => void;
  errors: TripErrors;
  tileUrl: string;
  busy: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('cabs');
  const id = useId();
  const setPlace = (key: 'pickup' | 'destination') => (place: Place) => update({ [key]: place });
  const isReturn = cab.wayType === 'return';
  return (
    <form
      className="cab-step card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 className="cab-step__title">{t('trip.title')}</h2>
      <PlaceFinder
        label={t('trip.from')}
        value={cab.pickup}
        onChange={setPlace('pickup')}
        error={errors.from}
        tileUrl={tileUrl}
      />
      <PlaceFinder
        label={t('trip.to')}
        value={cab.destination}
        onChange={setPlace('destination')}
        error={errors.to}
        tileUrl={tileUrl}
      />
      {touchesAirport(cab.pickup, cab.destination) ? (
        <p className="cab-hint alert alert--info" role="status">
          {t('trip.airportHint')}
        </p>
      ) : null}
      <fieldset className="cab-way">
        <legend className="field__label">{t('trip.way')}</legend>
        {(['one_way', 'return'] as const).map((way) => (
          <label key={way} className="cab-way__option">
            <input
              type="radio"
              name={`${id}-way`}
              value={way}
              checked={(cab.wayType === 'return' ? 'return' : 'one_way') === way}
              onChange={() => update({ wayType: way })}
            />
            {t(`way.${way}`)}
          </label>
        ))}
      </fieldset>
      <div className="cab-times">
        <div className="field">
          <label htmlFor={`${id}-pickup`} className="field__label">
            {t('trip.pickupAt')}
          </label>
          <input
            id={`${id}-pickup`}
            className="input"
            type="datetime-local"
            value={cab.pickupDateTime ?? ''}
            aria-invalid={errors.pickup_at ? true : undefined}
            aria-describedby={errors.pickup_at ? `${id}-pickup-error` : undefined}
            onChange={(event) => update({ pickupDateTime: event.target.value })}
          />
          <FieldErrorText id={`${id}-pickup-error`} message={errors.pickup_at} />
        </div>
        {isReturn ? (
          <div className="field">
            <label htmlFor={`${id}-return`} className="field__label">
              {t('trip.returnAt')}
            </label>
            <input
              id={`${id}-return`}
              className="input"
              type="datetime-local"
              value={cab.returnDateTime ?? ''}
              aria-invalid={errors.return_at ? true : undefined}
              aria-describedby={errors.return_at ? `${id}-return-error` : undefined}
              onChange={(event) => update({ returnDateTime: event.target.value })}
            />
            <FieldErrorText id={`${id}-return-error`} message={errors.return_at} />
          </div>
        ) : null}
      </div>
      <div className="cab-step__actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {t('trip.submit')}
        </button>
      </div>
    </form>
  );
}
