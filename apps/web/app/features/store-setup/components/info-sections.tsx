import type { categorySchema } from '@bedesten/core/schemas/catalogue';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import type { z } from 'zod';
import { FieldErrorText, TextAreaField, TextField } from '~/components/form/fields.tsx';
import { SelectField } from '~/components/form/select-field.tsx';
import { PhoneField } from '~/components/form/phone-field.tsx';
import type { StoreSetupValues } from '../form-values.ts';

export type Category = z.infer<typeof categorySchema>;
type Form = UseFormReturn<StoreSetupValues>;

/** Store info (SPEC.md §3 "Store info" and the store-setup labels): who and what the store is. */
export function StoreInfoSection({ form, categories }: { form: Form; categories: readonly Category[] }) {
  const { t } = useTranslation('store-setup');
  const { errors } = form.formState;
  return (
    <div className="form-grid">
      <StoreKindFields form={form} categories={categories} />
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
        // Text, not url: the browser would call `example.com` invalid, which the schema accepts.
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
      <TextAreaField
        className="form-grid__wide"
        label={t('fields.descriptionTr')}
        hint={t('fields.descriptionTrHint')}
        rows={4}
        lang="tr"
        registration={form.register('description_tr')}
        error={errors.description_tr?.message}
      />
    </div>
  );
}

/** Goods or service, and the category, offered from the chosen type's categories. */
function StoreKindFields({ form, categories }: { form: Form; categories: readonly Category[] }) {
  const { t } = useTranslation('store-setup');
  const { errors } = form.formState;
  const type = form.watch('type');
  const chosen = form.watch('category_id');
  // Categories of the chosen type, plus the current one so a saved choice never vanishes.
  const shown = categories.filter((category) => category.type === type || category.id === chosen);
  return (
    <>
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
    </>
  );
}
