import type { Address } from '@bedesten/core/schemas/address';
import type { Location } from '@bedesten/core/schemas/location';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FormAlert, SubmitButton } from '~/components/form/fields.tsx';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { DISTRICT_ZOOM, PLACE_ZOOM, type MapFocus } from '~/components/pin-map.tsx';
import { districtCentre, pinOf, toBody, type AddressValues } from '../address-values.ts';
import { addressesApi } from '../api.ts';
import { AddressKindFields, PlaceFields, RecipientFields } from './address-form-parts.tsx';
import { AddressPinFields } from './address-pin.tsx';
import { LocationTools } from './location-tools.tsx';

/**
 * Add or edit an address (SPEC.md §3 Address): the labels are the
 * catalogue's field names, so "District is required" sits under "District".
 * "Use my location" and the town search fill the place fields and drop the
 * pin; picking the district moves the map there, and the pin (dragged or
 * tapped) is what checkout measures the delivery from.
 */
export function AddressForm({
  initial,
  id,
  tileUrl,
  onSaved,
  onCancel,
}: {
  initial: AddressValues;
  id?: string;
  /** The map's tile template (`MAP_TILE_URL`); empty: a map without a background. */
  tileUrl: string;
  onSaved: (address: Address) => void | Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const resolver = useMemo(
    () =>
      catalogueResolver<AddressValues>((schemas) => schemas.saveAddressBody, lang, {
        toBody: (values) => toBody(values, id),
      }),
    [id, lang],
  );
  const form = useForm<AddressValues>({ resolver, defaultValues: initial });
  const onFailure = useFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);
  // An address saved without a pin opens the map on its district, where the pin is to go.
  const [focus, setFocus] = useState<MapFocus | null>(() => {
    const centre = pinOf(initial) ? null : districtCentre(initial.state);
    return centre ? { ...centre, zoom: DISTRICT_ZOOM } : null;
  });
  const { isSubmitting } = form.formState;

  const fill = (location: Location) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    if (location.city) form.setValue('city', location.city, options);
    if (location.state) form.setValue('state', location.state, options);
    if (location.country) form.setValue('country', location.country, options);
    if (location.zip_code) form.setValue('pin_code', location.zip_code, options);
    form.setValue('user_lat', location.lat, options);
    form.setValue('user_long', location.lng, options);
    setFocus({ lat: location.lat, lng: location.lng, zoom: PLACE_ZOOM });
  };

  const districtChosen = (code: string) => {
    const centre = districtCentre(code);
    if (centre) setFocus({ ...centre, zoom: DISTRICT_ZOOM });
  };

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const result = await addressesApi.save(toBody(values, id));
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    await onSaved(result.data.data);
  });

  return (
    <form method="post" noValidate className="form address-form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary} />
      <LocationTools onFound={fill} />
      <RecipientFields form={form} />
      <PlaceFields form={form} onDistrict={districtChosen} />
      <AddressPinFields form={form} tileUrl={tileUrl} focus={focus} onFocus={setFocus} />
      <AddressKindFields form={form} />
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{t('address.save')}</SubmitButton>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('profile.cancel')}
        </button>
      </div>
    </form>
  );
}
