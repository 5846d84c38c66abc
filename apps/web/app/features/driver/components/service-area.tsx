import { DISTRICT_CENTRES } from '@bedesten/core/geo/district-centres';
import type { DistrictCode } from '@bedesten/core/geo/districts';
import { message } from '~/lib/messages.ts';
import { useState } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { TextField } from '~/components/form/fields.tsx';
import {
  coordinateText,
  DISTRICT_ZOOM,
  DistrictSelect,
  PinMap,
  PLACE_ZOOM,
  type MapFocus,
} from '~/components/pin-map.tsx';
import { formFailure } from '~/lib/form/form-failure.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { driverApi } from '../api.ts';
import { basePinOf, type DriverSetupValues } from '../setup-values.ts';

/** Six decimals: about 10 cm, as the store setup keeps them. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The base as a pin (found by place name, put on a district's main town, or
 * dragged and tapped on the map) and the radius rides are offered within.
 * The form still sends `base_lat` / `base_lng`; nobody types them.
 */
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
  const [district, setDistrict] = useState('');
  const [busy, setBusy] = useState(false);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  // Registered through the readout, so a missing or refused base puts the focus on its message.
  const { field, fieldState } = useController({ control: form.control, name: 'base_lat' });
  const [lng, radius] = form.watch(['base_lng', 'service_radius_km']);
  const pin = basePinOf({ base_lat: field.value, base_lng: lng });
  const { errors } = form.formState;
  const pinError = fieldState.error?.message ?? errors.base_lng?.message;

  const setPosition = (newLat: number, newLng: number) => {
    const options = { shouldDirty: true, shouldValidate: false };
    form.setValue('base_lat', String(round(newLat)), options);
    form.setValue('base_lng', String(round(newLng)), options);
  };

  const chooseDistrict = (code: DistrictCode) => {
    setDistrict(code);
    const centre = DISTRICT_CENTRES[code];
    setPosition(centre.lat, centre.lng);
    setFocus({ ...centre, zoom: DISTRICT_ZOOM });
    setStatus({ tone: 'success', text: t('setup.districtPinned') });
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
      const found = result.data.data;
      setPosition(found.lat, found.lng);
      setFocus({ lat: found.lat, lng: found.lng, zoom: PLACE_ZOOM });
      setStatus({ tone: 'success', text: t('setup.placeFound', { place: found.formatted_address }) });
    } else if (result.status === 404) setStatus({ tone: 'error', text: message('location_not_found', lang) });
    else setStatus({ tone: 'error', text: formFailure(result, lang, { fields: [] }).summary ?? '' });
  }

  const radiusKm = Number(radius.replace(',', '.'));
  return (
    <div className="stack">
      <p>{t('setup.areaIntro')}</p>
      <div className="driver-setup__find">
        <DistrictSelect
          label={t('setup.district')}
          placeholder={t('setup.chooseDistrict')}
          value={district}
          lang={lang}
          onChange={chooseDistrict}
        />
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
      <PinMap
        pin={pin}
        onPin={(newLat, newLng) => {
          setStatus(null);
          setPosition(newLat, newLng);
        }}
        focus={focus}
        tileUrl={tileUrl}
        radiusKm={Number.isFinite(radiusKm) ? radiusKm : null}
        readoutRef={field.ref}
        error={pinError}
        labels={{
          map: t('setup.map'),
          marker: t('setup.marker'),
          noTiles: t('setup.noTiles'),
          readout: pin
            ? t('setup.basePin', { lat: coordinateText(pin.lat), lng: coordinateText(pin.lng) })
            : t('setup.noBase'),
        }}
      />
      <div className="form-grid">
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
    </div>
  );
}
