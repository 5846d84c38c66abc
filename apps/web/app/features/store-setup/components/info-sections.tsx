import type { z } from 'zod';
import type { categorySchema } from '@bedesten/core/schemas/catalogue';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { FieldErrorText, TextField } from '~/components/form/fields.tsx';
import { PhoneField } from '~/components/form/phone-field.tsx';
import type { StoreSetupValues } from '../form-values.ts';
import { SelectField, TextAreaField } from '~/components/form/fields.tsx';

export type Category = z.infer<typeof categorySchema>;
type Form = UseFormReturn<StoreSetupValues>;

/** Store info (SPEC.md §3 "Store info" and the store-setup labels): who and what the store is. */
export function StoreInfoSection({ form, categories }: { form: Form; categories: readonly Category[] }) {
  const { t } = useTranslation('store-setup');
  const { errors } = form.formState;
  const type = form.watch('type');
  const chosen = form.watch('category_id');
  // Categories of the chosen type, plus the current one so a saved choice never vanishes.
  const shown = categories.filter((category) => category.type === type || category.id === chosen);
  return (
    <div className="form-grid">
      <fieldset className="field" aria-describedby={errors.type ? 'setup-type-error' : undefined}>
        <legend>{t('fields.type')}</legend>
        <div className="choice-group__options">
          <label className="choice">
            <input type="radio" value="goods" {...form.register('type')} />
            {t('fields.typeGoods')}
          </label>
          <label className="choice">
            <input type="radio" value="service" {...form.register('type')} />
            {t('fields.typeService')}
          </label>
        </div>
        <FieldErrorText id="setup-type-error" message={errors.type?.message} />
      </fieldset>
      <SelectField
        label={t('fields.category')}
        registration={form.register('category_id')}
        error={errors.category_id?.message}
      >
        <option value="">{t('fields.categoryChoose')}</option>
        {shown.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('fields.title')}
        autoComplete="organization"
        registration={form.register('title')}
        error={errors.title?.message}
      />
      <TextField
        label={t('fields.brandName')}
        registration={form.register('brand_name')}
        error={errors.brand_name?.message}
      />
      <TextField
        label={t('fields.ownerName')}
        autoComplete="name"
        registration={form.register('store_owner_name')}
        error={errors.store_owner_name?.message}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <PhoneField
        label={t('fields.phone')}
        countryCode={form.register('country_code')}
        mobile={form.register('phone_number')}
        current={form.getValues('country_code')}
        countryError={errors.country_code?.message}
        mobileError={errors.phone_number?.message}
      />
      <TextField
        label={t('fields.alternativePhone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint={t('fields.alternativePhoneHint')}
        registration={form.register('alternative_phone_number')}
        error={errors.alternative_phone_number?.message}
      />
      <TextField
        label={t('fields.website')}
        type="url"
        inputMode="url"
        autoComplete="url"
        hint={t('fields.websiteHint')}
        registration={form.register('website_url')}
        error={errors.website_url?.message}
      />
      <TextField
        label={t('fields.typeOfUse')}
        hint={t('fields.typeOfUseHint')}
        registration={form.register('type_of_use')}
        error={errors.type_of_use?.message}
      />
      <TextAreaField
        className="form-grid__wide"
        label={t('fields.description')}
        rows={4}
        registration={form.register('description')}
        error={errors.description?.message}
      />
    </div>
  );
}

/** Working hours, delivery time, minimum order, pre-order and cuisines (the store-setup labels of SPEC.md §3). */
export function OperationsSection({ form, currency }: { form: Form; currency: string }) {
  const { t } = useTranslation('store-setup');
  const { errors } = form.formState;
  return (
    <div className="form-grid">
      <TextField
        label={t('fields.hoursFrom')}
        type="time"
        registration={form.register('working_hours_from')}
        error={errors.working_hours_from?.message}
      />
      <TextField
        label={t('fields.hoursTo')}
        type="time"
        registration={form.register('working_hours_to')}
        error={errors.working_hours_to?.message}
      />
      <TextField
        label={t('fields.deliveryTime')}
        type="number"
        inputMode="numeric"
        min={5}
        step={5}
        registration={form.register('delivery_time')}
        error={errors.delivery_time?.message}
      />
      <TextField
        label={t('fields.minimumOrder', { currency })}
        inputMode="decimal"
        registration={form.register('minimum_order_amount')}
        error={errors.minimum_order_amount?.message}
      />
      <TextField
        label={t('fields.cuisines')}
        hint={t('fields.cuisinesHint')}
        registration={form.register('cuisines')}
        error={errors.cuisines?.message}
      />
      <div className="field">
        <label className="choice">
          <input type="checkbox" {...form.register('pre_order')} />
          {t('fields.preOrder')}
        </label>
      </div>
    </div>
  );
}
