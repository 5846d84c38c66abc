import { DISTRICTS } from '@bedesten/core/geo/districts';
import { message } from '~/lib/messages.ts';
import type { Location } from '@bedesten/core/schemas/location';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { formFailure } from '~/lib/form/form-failure.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { storeSetupApi } from './api.ts';
import type { StoreSetupValues } from './form-values.ts';

const districtCodeOf = (name: string) =>
  DISTRICTS.find((district) => district.en === name || district.tr === name)?.code ?? '';

export type GeocoderStatus = { tone: 'error' | 'success'; text: string } | null;

/**
 * The location tab's two ways to the coordinates, through the API's own
 * geocoder: `find` from the typed address (street and town first, then the
 * town alone), `moved` when the map's pin is dragged or clicked. Either one
 * fills the address tab's town, district and postcode when they are empty,
 * and says what it found in `status`.
 */
export function useStoreGeocoder(form: UseFormReturn<StoreSetupValues>) {
  const { t } = useTranslation('store-setup');
  const lang = useLanguage();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<GeocoderStatus>(null);

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

  return { busy, status, find, moved };
}
