import { districtName, type DistrictCode } from '@bedesten/core/geo/districts';
import { fieldLabel } from '~/lib/messages.ts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { TextField } from '~/components/form/fields.tsx';
import { DistrictSelect } from '~/components/pin-map.tsx';
import { NameAndContactFields } from '~/components/form/name-and-contact-fields.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { ADDRESS_TYPES, type AddressValues } from '../address-values.ts';

/**
 * The address form's parts, in page order. Each registers its own fields, so
 * the first field in error is still the first one on the page to get focus.
 */

type Form = UseFormReturn<AddressValues>;

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

/**
 * Town, district (picked from Cyprus's six), country and postcode. Picking
 * the district tells the map where to look (`onDistrict`).
 */
export function PlaceFields({ form, onDistrict }: { form: Form; onDistrict: (code: DistrictCode) => void }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
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
      <Controller
        control={form.control}
        name="state"
        render={({ field, fieldState }) => (
          <DistrictSelect
            label={label('state')}
            placeholder={t('address.pin.chooseDistrict')}
            value={field.value}
            lang={lang}
            onChange={(code) => {
              field.onChange(districtName(code, lang) ?? code);
              onDistrict(code);
            }}
            onBlur={field.onBlur}
            selectRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
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
