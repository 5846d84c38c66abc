import { DISTRICTS } from '@bedesten/core/geo/districts';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { TextField } from '~/components/form/fields.tsx';
import { SelectField } from '~/components/form/select-field.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import type { StoreSetupValues } from '../form-values.ts';

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
