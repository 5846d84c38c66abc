import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { formatRideTime } from '../format.ts';
import { formatKilometres } from '~/lib/format-number.ts';

/** The ride in a few lines: where, when, which way, which vehicle. */
export function RideSummary({
  from,
  to,
  pickupAt,
  returnAt,
  wayType,
  vehicle,
  roadKm,
  transfer,
  airport,
}: {
  from: string;
  to: string;
  pickupAt: string;
  returnAt: string | null;
  wayType: 'one_way' | 'return';
  vehicle: string;
  roadKm: number;
  transfer: 'standard' | 'airport';
  airport: string | null;
}) {
  const { t } = useTranslation('cabs');
  const lang = useLanguage();
  return (
    <dl className="cab-summary">
      <dt>{t('ride.from')}</dt>
      <dd>{from}</dd>
      <dt>{t('ride.to')}</dt>
      <dd>{to}</dd>
      <dt>{t('ride.pickupAt')}</dt>
      <dd>{formatRideTime(pickupAt, lang)}</dd>
      {returnAt ? (
        <>
          <dt>{t('ride.returnAt')}</dt>
          <dd>{formatRideTime(returnAt, lang)}</dd>
        </>
      ) : null}
      <dt>{t('ride.way')}</dt>
      <dd>
        {t(`way.${wayType}`)}
        {transfer === 'airport' ? ` · ${t('vehicles.airportTransfer', { airport: airport ?? '' })}` : ''}
      </dd>
      <dt>{t('ride.vehicle')}</dt>
      <dd>{vehicle}</dd>
      <dt>{t('ride.distance')}</dt>
      <dd>{t('vehicles.roadKm', { km: formatKilometres(roadKm, lang) })}</dd>
    </dl>
  );
}
