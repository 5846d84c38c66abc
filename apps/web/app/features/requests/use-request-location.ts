import { message } from '~/lib/messages.ts';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { formFailure } from '~/lib/form/form-failure.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { requestsApi } from './api.ts';
import type { RequestFormValues } from './request-form-values.ts';

export type LocationStatus = { tone: 'error' | 'success'; text: string } | null;

/** Six decimals: about 10 cm, as the store setup keeps them. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The ways a request gets its point: "Use my location" asks the browser (a
 * refusal says the spec's "Please allow your location"), and the map's pin
 * moves by drag or click; either names the place through the API's geocoder
 * when the box is empty. "Find" looks the typed place up through the same
 * geocoder. Each says what it found.
 */
export function useRequestLocation(form: UseFormReturn<RequestFormValues>) {
  const { t } = useTranslation('requests');
  const lang = useLanguage();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<LocationStatus>(null);

  const setPoint = (lat: number, lng: number) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('lat', String(round(lat)), options);
    form.setValue('lng', String(round(lng)), options);
  };

  const find = async () => {
    setStatus(null);
    const place = form.getValues('location').trim();
    if (!place) {
      setStatus({ tone: 'error', text: t('form.location.needPlace') });
      return;
    }
    setBusy(true);
    try {
      const result = await requestsApi.forward(place);
      if (result.ok) {
        setPoint(result.data.data.lat, result.data.data.lng);
        setStatus({ tone: 'success', text: t('form.location.found', { place: result.data.data.formatted_address }) });
      } else if (result.status === 404) {
        setStatus({ tone: 'error', text: message('location_not_found', lang) });
      } else {
        setStatus({ tone: 'error', text: formFailure(result, lang, { fields: [] }).summary ?? '' });
      }
    } finally {
      setBusy(false);
    }
  };

  /** A point from the browser or the map: kept, and named through the geocoder when the place box is empty. */
  const pointAt = async (lat: number, lng: number) => {
    setPoint(lat, lng);
    const result = await requestsApi.reverse(round(lat), round(lng));
    const place = result.ok ? result.data.data.formatted_address : '';
    if (place && !form.getValues('location').trim()) {
      form.setValue('location', place, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
    setStatus({ tone: 'success', text: place ? t('form.location.found', { place }) : t('form.location.pinned') });
  };

  const here = () => {
    setStatus(null);
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setStatus({ tone: 'error', text: message('allow_location', lang) });
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        void pointAt(position.coords.latitude, position.coords.longitude).finally(() => setBusy(false));
      },
      () => {
        setStatus({ tone: 'error', text: message('allow_location', lang) });
        setBusy(false);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 0 },
    );
  };

  return { busy, status, find, here, moved: pointAt };
}
