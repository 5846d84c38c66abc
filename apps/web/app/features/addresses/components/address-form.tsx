import { DISTRICTS } from '@bedesten/core/geo/districts';
import { fieldLabel } from '@bedesten/core/messages/field-labels';
import type { Address, AddressType } from '@bedesten/core/schemas/address';
import type { Location } from '@bedesten/core/schemas/location';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton, TextField } from '~/components/form/fields.tsx';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { addressesApi } from '../api.ts';
import { LocationTools } from './location-tools.tsx';

export interface AddressValues {
  name: string;
  contact: string;
  address: string;
  landmark: string;
  city: string;
  state: string;
  country: string;
  pin_code: string;
  address_type: AddressType;
  is_default: boolean;
  user_lat: number | null;
  user_long: number | null;
}

/**
 * SPEC.md §3 address types, spelled out here because the schema module that
 * lists them brings zod into the first load; the check below fails the
 * build if the two lists ever differ.
 */
const ADDRESS_TYPES = ['home', 'work', 'other'] as const satisfies readonly AddressType[];
type MissingType = Exclude<AddressType, (typeof ADDRESS_TYPES)[number]>;
const everyTypeListed: [MissingType] extends [never] ? true : false = true;
void everyTypeListed;

/** The API body: optional texts left out when empty. */
function toBody(values: AddressValues, id: string | undefined) {
  return {
    ...(id ? { id } : {}),
    ...values,
    landmark: values.landmark.trim() || undefined,
    pin_code: values.pin_code.trim() || undefined,
  };
}

export function valuesOf(address: Address): AddressValues {
  return {
    name: address.name,
    contact: address.contact,
    address: address.address,
    landmark: address.landmark,
    city: address.city,
    state: address.state,
    country: address.country,
    pin_code: address.pin_code,
    address_type: address.address_type,
    is_default: address.is_default,
    user_lat: address.user_lat,
    user_long: address.user_long,
  };
}

/**
 * Add or edit an address (SPEC.md §3 Address): the labels are the
 * catalogue's field names, so "District is required" sits under "District".
 * "Use my location" and the town search fill the place fields.
 */
export function AddressForm({
  initial,
  id,
  onSaved,
  onCancel,
}: {
  initial: AddressValues;
  id?: string;
  onSaved: (address: Address) => void | Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const districts = useId();
  const label = (field: string) => fieldLabel(field, lang);
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
  const { errors, isSubmitting } = form.formState;
  const lat = form.watch('user_lat');
  const lng = form.watch('user_long');

  const fill = (location: Location) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    if (location.city) form.setValue('city', location.city, options);
    if (location.state) form.setValue('state', location.state, options);
    if (location.country) form.setValue('country', location.country, options);
    if (location.zip_code) form.setValue('pin_code', location.zip_code, options);
    form.setValue('user_lat', location.lat, { shouldDirty: true });
    form.setValue('user_long', location.lng, { shouldDirty: true });
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
      {lat !== null && lng !== null ? (
        <p className="field__hint">
          {t('address.coordinates', { lat: lat.toFixed(4), lng: lng.toFixed(4) })}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              form.setValue('user_lat', null, { shouldDirty: true });
              form.setValue('user_long', null, { shouldDirty: true });
            }}
          >
            {t('address.clearCoordinates')}
          </button>
        </p>
      ) : null}
      <div className="form-grid">
        <TextField
          label={label('name')}
          autoComplete="name"
          registration={form.register('name')}
          error={errors.name?.message}
        />
        <TextField
          label={label('contact')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          registration={form.register('contact')}
          error={errors.contact?.message}
        />
      </div>
      <TextField
        label={label('address')}
        autoComplete="street-address"
        registration={form.register('address')}
        error={errors.address?.message}
        hint={t('address.addressHint')}
      />
      <TextField
        label={t('address.optional', { label: label('landmark') })}
        registration={form.register('landmark')}
        error={errors.landmark?.message}
      />
      <div className="form-grid">
        <TextField
          label={label('city')}
          autoComplete="address-level2"
          registration={form.register('city')}
          error={errors.city?.message}
        />
        <TextField
          label={label('state')}
          list={districts}
          autoComplete="address-level1"
          registration={form.register('state')}
          error={errors.state?.message}
        />
        <datalist id={districts}>
          {DISTRICTS.map((district) => (
            <option key={district.code} value={district[lang]} />
          ))}
        </datalist>
        <TextField
          label={label('country')}
          autoComplete="country-name"
          registration={form.register('country')}
          error={errors.country?.message}
        />
        <TextField
          label={t('address.optional', { label: label('pin_code') })}
          autoComplete="postal-code"
          inputMode="numeric"
          registration={form.register('pin_code')}
          error={errors.pin_code?.message}
        />
      </div>
      <fieldset className="field choice-group">
        <legend>{label('address_type')}</legend>
        <div className="choice-group__options">
          {ADDRESS_TYPES.map((type) => (
            <label key={type} className="choice">
              <input type="radio" value={type} {...form.register('address_type')} />
              {t(`address.types.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="choice">
        <input type="checkbox" {...form.register('is_default')} />
        {t('address.makeDefault')}
      </label>
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{t('address.save')}</SubmitButton>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('profile.cancel')}
        </button>
      </div>
    </form>
  );
}
