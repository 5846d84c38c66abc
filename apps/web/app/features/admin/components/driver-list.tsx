import { districtOf } from '@bedesten/core/cabs/places';
import { districtName } from '@bedesten/core/geo/districts';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import type { AdminDriver } from '../api.ts';
import { formatDateTime } from '../format.ts';
import { DriverActions } from './driver-actions.tsx';
import { StatusTag } from './status-tabs.tsx';
import { formatKilometres } from '~/lib/format-number.ts';

/** Driver profiles as cards, each in full (SPEC.md §3 driver details and the service area), with the staff actions. */
export function DriverList({
  drivers,
  vehicleNames,
  canDelete,
}: {
  drivers: readonly AdminDriver[];
  /** Vehicle type code -> its name in the page language. */
  vehicleNames: Readonly<Record<string, string>>;
  canDelete: boolean;
}) {
  return (
    <ul className="admin-list">
      {drivers.map((driver) => (
        <li key={driver.id}>
          <DriverItem driver={driver} vehicleName={vehicleNames[driver.vehicle_type]} canDelete={canDelete} />
        </li>
      ))}
    </ul>
  );
}

function DriverItem({
  driver,
  vehicleName,
  canDelete,
}: {
  driver: AdminDriver;
  vehicleName: string | undefined;
  canDelete: boolean;
}) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const titleId = `driver-${driver.id}`;
  const base = { lat: driver.base_lat, lng: driver.base_lng };
  const coordinates = `${driver.base_lat.toFixed(5)}, ${driver.base_lng.toFixed(5)}`;
  const mapUrl = `https://www.openstreetmap.org/?mlat=${driver.base_lat}&mlon=${driver.base_lng}#map=12/${driver.base_lat}/${driver.base_lng}`;
  return (
    <article className="card admin-item admin-driver" aria-labelledby={titleId}>
      <div className="admin-item__head">
        <h2 id={titleId} className="admin-item__title">
          {driver.name}
        </h2>
        <StatusTag status={driver.status} />
      </div>
      <div className="admin-driver__body">
        <a className="admin-driver__photo" href={driver.vehicle_photo_url} target="_blank" rel="noreferrer">
          <img
            src={driver.vehicle_photo_url}
            alt={t('drivers.photoOf', { name: driver.name, number: driver.vehicle_number })}
            loading="lazy"
            width={160}
            height={120}
          />
        </a>
        <dl className="admin-facts admin-facts--summary admin-driver__facts">
          <Fact label={t('drivers.account')}>
            {driver.user.name}
            {driver.user.email ? <span className="muted"> · {driver.user.email}</span> : null}
            <span className="muted">
              {' '}
              · {t(`drivers.accountType.${driver.user.type}`, { defaultValue: driver.user.type })}
            </span>
          </Fact>
          <Fact label={t('drivers.mobile')}>
            <a href={`tel:${driver.country_code}${driver.mobile}`}>
              {driver.country_code} {driver.mobile}
            </a>
          </Fact>
          <Fact label={t('drivers.gender')}>{t(`drivers.genders.${driver.gender}`)}</Fact>
          <Fact label={t('drivers.vehicleType')}>{vehicleName ?? driver.vehicle_type}</Fact>
          <Fact label={t('drivers.vehicleNumber')}>{driver.vehicle_number}</Fact>
          <Fact label={t('drivers.seats')}>{driver.seats}</Fact>
          <Fact label={t('drivers.licence')}>{driver.licence_number}</Fact>
          <Fact label={t('drivers.identity')}>{driver.identity_number}</Fact>
          <Fact label={t('drivers.area')}>
            {t('drivers.areaText', {
              district: districtName(districtOf(base), lang),
              km: formatKilometres(driver.service_radius_km, lang),
            })}{' '}
            <a href={mapUrl} target="_blank" rel="noreferrer" className="admin-driver__map">
              {coordinates}
              <span className="visually-hidden"> {t('drivers.onMap')}</span>
            </a>
          </Fact>
          <Fact label={t('drivers.submitted')}>{formatDateTime(driver.created_at, lang)}</Fact>
        </dl>
      </div>
      <div className="admin-request__part">
        <h3 className="admin-request__subtitle">{t('drivers.documents')}</h3>
        <ul className="admin-driver__documents">
          {driver.documents.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                {t('drivers.document', { n: index + 1 })}
                <span className="visually-hidden"> {t('drivers.of', { name: driver.name })}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      {driver.status === 'rejected' && driver.rejection_reason ? (
        <p className="admin-reason">
          <strong>{t('drivers.reasonShown')}</strong> {driver.rejection_reason}
        </p>
      ) : null}
      <DriverActions driver={driver} canDelete={canDelete} />
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
