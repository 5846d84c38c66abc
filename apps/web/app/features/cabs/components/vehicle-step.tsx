import { formatMoney } from '@bedesten/core/money/format-money';
import { useId } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import type { VehicleListAnswer } from '../api.ts';
import { formatKilometres } from '~/lib/format-number.ts';

/**
 * Step 2: the vehicle types with seats, picture, price and arrival estimate;
 * unbookable ones cannot be chosen. Says how a cab is paid: to the driver,
 * in cash, at the end (the booking takes no payment).
 */
export function VehicleStep({
  answer,
  chosen,
  onChoose,
  onBack,
  onSubmit,
}: {
  answer: VehicleListAnswer;
  chosen: string | null;
  onChoose: (code: string) => void;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('cabs');
  const lang = useLanguage();
  const id = useId();
  const bookable = answer.data.filter((vehicle) => vehicle.bookable);
  return (
    <form
      className="cab-step card"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onSubmit();
      }}
    >
      <h2 className="cab-step__title">{t('vehicles.title')}</h2>
      <p className="cab-facts">
        <span>{t('vehicles.roadKm', { km: formatKilometres(answer.road_km, lang) })}</span>
        <span className="cab-badge">
          {answer.transfer_type === 'airport'
            ? t('vehicles.airportTransfer', { airport: answer.airport ?? '' })
            : t('vehicles.standardTransfer')}
        </span>
      </p>
      {bookable.length === 0 ? (
        <p className="order-empty card" role="status">
          {answer.message ?? t('vehicles.empty')}
        </p>
      ) : null}
      <fieldset className="cab-vehicles">
        <legend className="visually-hidden">{t('vehicles.title')}</legend>
        {answer.data.map((vehicle) => (
          <label
            key={vehicle.code}
            className={`cab-vehicle${vehicle.bookable ? '' : ' is-disabled'}${chosen === vehicle.code ? ' is-chosen' : ''}`}
          >
            <input
              type="radio"
              name={`${id}-vehicle`}
              value={vehicle.code}
              disabled={!vehicle.bookable}
              checked={chosen === vehicle.code}
              onChange={() => onChoose(vehicle.code)}
            />
            {vehicle.picture_url ? (
              <img className="cab-vehicle__picture" src={vehicle.picture_url} alt="" width={96} height={64} />
            ) : (
              <span className="cab-vehicle__picture cab-vehicle__picture--none" aria-hidden="true" />
            )}
            <span className="cab-vehicle__text">
              <span className="cab-vehicle__name">{vehicle.name}</span>
              <span className="cab-vehicle__meta">{t('vehicles.seats', { count: vehicle.seats })}</span>
              <span className="cab-vehicle__meta">
                {vehicle.bookable && vehicle.arrival_minutes !== null
                  ? t('vehicles.arrival', { minutes: vehicle.arrival_minutes })
                  : t('vehicles.unavailable')}
              </span>
            </span>
            <span className="cab-vehicle__price">
              <span className="cab-vehicle__total">
                {formatMoney(vehicle.price.total, lang, vehicle.price.currency)}
              </span>
              {vehicle.price.legs === 2 ? (
                <span className="cab-vehicle__meta">
                  {t('vehicles.legs', { leg: formatMoney(vehicle.price.leg, lang, vehicle.price.currency) })}
                </span>
              ) : null}
              {vehicle.price.basis === 'airport_fixed' ? (
                <span className="cab-vehicle__meta">{t('vehicles.fixedFare')}</span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="cab-pay-note">{t('vehicles.payNote')}</p>
      <div className="cab-step__actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('back')}
        </button>
        <button type="submit" className="button" disabled={!chosen}>
          {t('vehicles.submit')}
        </button>
      </div>
    </form>
  );
}
