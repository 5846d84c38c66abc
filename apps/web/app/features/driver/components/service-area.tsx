import { message } from '@bedesten/core/messages/catalogue';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '~/components/form/fields.tsx';
import { LocationMap } from '~/components/location-map.tsx';
import { formFailure } from '~/lib/form/form-failure.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { driverApi } from '../api.ts';
import type { DriverSetupValues } from '../setup-values.ts';

const toNumber = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')));

/** The base point (found by place name, or the map's pin) and the radius rides are offered within. */
export function ServiceArea({
  form,
  tileUrl,
  maxKm,
}: {
  form: UseFormReturn<DriverSetupValues>;
  tileUrl: string;
  maxKm: number;
}) {
  const { t } = useTranslation('driver');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const [place, setPlace] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const { errors } = form.formState;
  const [lat, lng, radius] = form.watch(['base_lat', 'base_lng', 'service_radius_km']);

  const setPosition = (newLat: number, newLng: number) => {
    const options = { shouldDirty: true, shouldValidate: false };
    form.setValue('base_lat', String(newLat), options);
    form.setValue('base_lng', String(newLng), options);
  };

  async function find() {
    if (!place.trim()) {
      setStatus({ tone: 'error', text: t('setup.placeNeeded') });
      return;
    }
    setBusy(true);
    setStatus(null);
    const result = await driverApi.findPlace(place.trim());
    setBusy(false);
    if (result.ok) {
      setPosition(result.data.data.lat, result.data.data.lng);
      setStatus({ tone: 'success', text: t('setup.placeFound', { place: result.data.data.formatted_address }) });
    } else if (result.status === 404) setStatus({ tone: 'error', text: message('location_not_found', lang) });
    else setStatus({ tone: 'error', text: formFailure(result, lang, { fields: [] }).summary ?? '' });
  }

  return (
    <div className="stack">
      <p>{t('setup.areaIntro')}</p>
      <div className="driver-setup__find">
        <div className="field">
          <label htmlFor="driver-base-place">{t('setup.place')}</label>
          <input
            id="driver-base-place"
            value={place}
            onChange={(event) => setPlace(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void find();
              }
            }}
          />
        </div>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void find()}
          disabled={!hydrated || busy}
          aria-busy={busy || undefined}
        >
          {t('setup.find')}
        </button>
      </div>
      <div aria-live="polite">{status ? <p className={`alert alert--${status.tone}`}>{status.text}</p> : null}</div>
      <div className="form-grid">
        <TextField
          label={t('setup.lat')}
          inputMode="decimal"
          registration={form.register('base_lat')}
          error={errors.base_lat?.message}
        />
        <TextField
          label={t('setup.lng')}
          inputMode="decimal"
          registration={form.register('base_lng')}
          error={errors.base_lng?.message}
        />
        <TextField
          label={t('setup.radius')}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxKm}
          hint={t('setup.radiusHint', { max: maxKm })}
          registration={form.register('service_radius_km')}
          error={errors.service_radius_km?.message}
        />
      </div>
      {hydrated ? (
        <LocationMap
          lat={toNumber(lat)}
          lng={toNumber(lng)}
          radiusKm={toNumber(radius)}
          tileUrl={tileUrl}
          visible
          onMove={setPosition}
          label={t('setup.map')}
          markerLabel={t('setup.marker')}
          noTilesHint={t('setup.noTiles')}
        />
      ) : null}
    </div>
  );
}
