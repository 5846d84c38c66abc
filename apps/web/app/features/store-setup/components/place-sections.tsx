import { DISTRICTS } from '@bedesten/core/geo/districts';
import type { Location } from '@bedesten/core/schemas/location';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '~/components/form/fields.tsx';
import { formFailure } from '~/lib/form/form-failure.ts';
import { message } from '@bedesten/core/messages/catalogue';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { storeSetupApi } from '../api.ts';
import type { StoreSetupValues } from '../form-values.ts';
import { LocationMap } from './location-map.tsx';
import { SelectField } from '~/components/form/fields.tsx';

type Form = UseFormReturn<StoreSetupValues>;
export interface Country {
  code: string;
  name: string;
}

/** Store address (SPEC.md §3): street, detail address, town, district, postal code, country. */
export function AddressSection({ form, countries }: { form: Form; countries: readonly Country[] }) {
  const { t } = useTranslation('store-setup');
  const lang = useLanguage();
  const { errors } = form.formState;
  return (
    <div className="form-grid">
      <TextField
        className="form-grid__wide"
        label={t('fields.address')}
        hint={t('fields.addressHint')}
        autoComplete="street-address"
        registration={form.register('address')}
        error={errors.address?.message}
      />
      <TextField
        label={t('fields.street')}
        autoComplete="address-line2"
        registration={form.register('street')}
        error={errors.street?.message}
      />
      <TextField
        label={t('fields.city')}
        autoComplete="address-level2"
        registration={form.register('city')}
        error={errors.city?.message}
      />
      <SelectField label={t('fields.state')} registration={form.register('state')} error={errors.state?.message}>
        <option value="">{t('fields.stateChoose')}</option>
        {DISTRICTS.map((district) => (
          <option key={district.code} value={district.code}>
            {district[lang]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('fields.postalCode')}
        autoComplete="postal-code"
        registration={form.register('postal_code')}
        error={errors.postal_code?.message}
      />
      <SelectField label={t('fields.country')} registration={form.register('country')} error={errors.country?.message}>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

const districtCodeOf = (name: string) =>
  DISTRICTS.find((district) => district.en === name || district.tr === name)?.code ?? '';

/**
 * Store location (SPEC.md §3: store_lat, store_lng, delivery_max_distance).
 * The typed coordinates always work; "Find from address" asks the API's own
 * geocoder; the map (when it loads) moves them by drag or click. The spec's
 * `store_address` is the store's detail address on the previous tab, which
 * the geocoder's answer fills when it is still empty.
 */
export function LocationSection({ form, tileUrl, visible }: { form: Form; tileUrl: string; visible: boolean }) {
  const { t } = useTranslation('store-setup');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const { errors } = form.formState;
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [lat, lng, radius] = form.watch(['store_lat', 'store_lng', 'delivery_max_distance']);

  const setPosition = (newLat: number, newLng: number) => {
    form.setValue('store_lat', String(newLat), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setValue('store_lng', String(newLng), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const fillEmpty = (found: Location) => {
    const fill = (name: 'city' | 'state' | 'postal_code', value: string) => {
      if (value && !form.getValues(name).trim()) form.setValue(name, value, { shouldDirty: true });
    };
    fill('city', found.city);
    fill('state', districtCodeOf(found.state));
    fill('postal_code', found.zip_code);
  };

  const find = async () => {
    setStatus(null);
    const { address, city } = form.getValues();
    const queries = [city.trim() && address.trim() ? `${address.trim()}, ${city.trim()}` : '', city.trim()].filter(
      Boolean,
    );
    if (!queries.length && address.trim()) queries.push(address.trim());
    if (!queries.length) {
      setStatus({ tone: 'error', text: t('location.needAddress') });
      return;
    }
    setBusy(true);
    try {
      for (const query of queries) {
        const result = await storeSetupApi.forward(query);
        if (result.ok) {
          setPosition(result.data.data.lat, result.data.data.lng);
          fillEmpty(result.data.data);
          setStatus({ tone: 'success', text: t('location.found', { place: result.data.data.formatted_address }) });
          return;
        }
        if (result.status !== 404) {
          setStatus({ tone: 'error', text: formFailure(result, lang, { fields: [] }).summary ?? '' });
          return;
        }
      }
      setStatus({ tone: 'error', text: message('location_not_found', lang) });
    } finally {
      setBusy(false);
    }
  };

  const moved = async (newLat: number, newLng: number) => {
    setPosition(newLat, newLng);
    const result = await storeSetupApi.reverse(newLat, newLng);
    if (result.ok) {
      fillEmpty(result.data.data);
      setStatus({ tone: 'success', text: t('location.nearest', { place: result.data.data.formatted_address }) });
    }
  };

  const toNumber = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')));
  return (
    <div className="stack">
      <p>{t('location.intro')}</p>
      <div className="form-grid">
        <TextField
          label={t('fields.lat')}
          inputMode="decimal"
          registration={form.register('store_lat')}
          error={errors.store_lat?.message}
        />
        <TextField
          label={t('fields.lng')}
          inputMode="decimal"
          registration={form.register('store_lng')}
          error={errors.store_lng?.message}
        />
        <TextField
          label={t('fields.radius')}
          type="number"
          inputMode="numeric"
          min={1}
          max={200}
          hint={t('fields.radiusHint')}
          registration={form.register('delivery_max_distance')}
          error={errors.delivery_max_distance?.message}
        />
        <div className="field store-map__find">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void find()}
            disabled={!hydrated || busy}
            aria-busy={busy || undefined}
          >
            {t('location.find')}
          </button>
        </div>
      </div>
      <div aria-live="polite" className="store-map__status">
        {status ? <p className={`alert alert--${status.tone}`}>{status.text}</p> : null}
      </div>
      {hydrated ? (
        <LocationMap
          lat={toNumber(lat)}
          lng={toNumber(lng)}
          radiusKm={toNumber(radius)}
          tileUrl={tileUrl}
          visible={visible}
          onMove={(a, b) => void moved(a, b)}
        />
      ) : null}
    </div>
  );
}
