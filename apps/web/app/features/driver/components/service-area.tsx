import { message } from '~/lib/messages.ts';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { AreaFields } from '~/components/area-fields.tsx';
import { formFailure } from '~/lib/form/form-failure.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { driverApi } from '../api.ts';
import type { DriverSetupValues } from '../setup-values.ts';

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
      <AreaFields
        form={form}
        names={{ lat: 'base_lat', lng: 'base_lng', radius: 'service_radius_km' }}
        labels={{
          lat: t('setup.lat'),
          lng: t('setup.lng'),
          radius: t('setup.radius'),
          radiusHint: t('setup.radiusHint', { max: maxKm }),
          map: t('setup.map'),
          marker: t('setup.marker'),
          noTiles: t('setup.noTiles'),
        }}
        maxKm={maxKm}
        tileUrl={tileUrl}
        onMove={setPosition}
      />
    </div>
  );
}
