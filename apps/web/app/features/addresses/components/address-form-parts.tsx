import { DISTRICTS } from '@bedesten/core/geo/districts';
import { fieldLabel } from '~/lib/messages.ts';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { TextField } from '~/components/form/fields.tsx';
import { NameAndContactFields } from '~/components/form/name-and-contact-fields.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { ADDRESS_TYPES, type AddressValues } from '../address-values.ts';

/**
 * The address form's parts, in page order. Each registers its own fields, so
 * the first field in error is still the first one on the page to get focus.
 */

type Form = UseFormReturn<AddressValues>;

/** Where "Use my location" or the town search put the pin, with a way to drop it. */
export function CoordinatesNote({ form }: { form: Form }) {
  const { t } = useTranslation('account');
  const lat = form.watch('user_lat');
  const lng = form.watch('user_long');
  if (lat === null || lng === null) return null;
  return (
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
  );
}

/** Who receives the delivery, and the street line with its optional landmark. */
export function RecipientFields({ form }: { form: Form }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const label = (field: string) => fieldLabel(field, lang);
  const { errors } = form.formState;
  return (
    <>
      <NameAndContactFields form={form} />
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
    </>
  );
}

/** Town, district (suggested from Cyprus's six), country and postcode. */
export function PlaceFields({ form }: { form: Form }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const districts = useId();
  const label = (field: string) => fieldLabel(field, lang);
  const { errors } = form.formState;
  return (
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
  );
}

/** Home / work / other, and whether this is the default address. */
export function AddressKindFields({ form }: { form: Form }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  return (
    <>
      <fieldset className="field choice-group">
        <legend>{fieldLabel('address_type', lang)}</legend>
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
    </>
  );
}
