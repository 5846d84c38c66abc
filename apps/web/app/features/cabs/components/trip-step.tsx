import { useId } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import type { CabState, Place } from '~/lib/client-state/types.ts';
import { touchesAirport, type TripErrors } from '../draft.ts';
import { DateTimeField } from './date-time-field.tsx';
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
        <DateTimeField
          legend={t('trip.pickupAt')}
          dayLabel={t('trip.pickupDay')}
          timeLabel={t('trip.pickupTime')}
          value={cab.pickupDateTime ?? null}
          onChange={(value) => update({ pickupDateTime: value })}
          error={errors.pickup_at}
        />
        {isReturn ? (
          <DateTimeField
            legend={t('trip.returnAt')}
            dayLabel={t('trip.returnDay')}
            timeLabel={t('trip.returnTime')}
            value={cab.returnDateTime ?? null}
            onChange={(value) => update({ returnDateTime: value })}
            error={errors.return_at}
          />
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
