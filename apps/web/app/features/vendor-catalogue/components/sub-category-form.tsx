import type { SubCategory } from '@bedesten/core/schemas/catalogue';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useNavigate } from 'react-router';
import { FormAlert, SubmitButton, TextField } from '~/components/form/fields.tsx';
import { UploadField } from '~/components/upload-field.tsx';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { vendorCatalogueApi } from '../api.ts';
import { errorText, nestedResolver, useNestedFormFailure } from '../form.ts';

export interface CategoryOption {
  id: string;
  name: string;
}

interface Values {
  id?: string | undefined;
  name_en: string;
  name_tr: string;
  category_id: string;
  banner_images: string[];
  active: boolean;
}

/** The `add-sub-category` body (`subCategoryFields` in @bedesten/core); the switch is its own call. */
const toBody = ({ id, name_en, name_tr, category_id, banner_images }: Values) => ({
  ...(id ? { id } : {}),
  name_en,
  name_tr,
  category_id: category_id || null,
  banner_images,
});

/**
 * The sub-category form: business category, names in English and
 * (optionally) Turkish, up to five banner pictures and the active switch.
 * A new or renamed sub-category waits for staff approval (ADR 0021).
 */
export function SubCategoryForm({ sub, categories }: { sub: SubCategory | null; categories: CategoryOption[] }) {
  const { t } = useTranslation('vendor-catalogue');
  const lang = useLanguage();
  const navigate = useNavigate();
  const onApiError = useApiErrorHandler();
  const resolver = useMemo(
    () => nestedResolver<Values>((schemas) => schemas.subCategoryFields, lang, { toBody }),
    [lang],
  );
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      id: sub?.id,
      name_en: sub?.name_en ?? '',
      name_tr: sub?.name_tr ?? '',
      category_id: sub?.category_id ?? '',
      banner_images: sub?.banner_images ?? [],
      active: sub?.active_status ?? true,
    },
  });
  const onFailure = useNestedFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const saved = await vendorCatalogueApi.saveSubCategory(toBody(values) as never);
    if (!saved.ok) {
      setSummary(onFailure(saved));
      return;
    }
    const row = saved.data.data;
    if (row.active_status !== values.active) {
      const toggled = await vendorCatalogueApi.setSubCategoryActive(row.id, values.active);
      if (!toggled.ok) onApiError(toggled);
    }
    notifySuccess(row.status === 'pending' ? t('subCategoryForm.savedPending') : (saved.data.message ?? ''));
    await navigate('/vendor/product-manage');
  });

  return (
    <form method="post" noValidate className="form vc-form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary ?? errorText(errors, 'root')} />
      <div className="field">
        <label htmlFor="sub-category">{t('fields.category')}</label>
        <select
          id="sub-category"
          {...form.register('category_id')}
          aria-invalid={errors.category_id ? true : undefined}
          aria-describedby={errors.category_id ? 'sub-category-error' : undefined}
        >
          <option value="">{t('fields.chooseCategory')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        {errors.category_id?.message ? (
          <p id="sub-category-error" className="field__error">
            {errors.category_id.message}
          </p>
        ) : null}
      </div>
      <TextField label={t('fields.nameEn')} registration={form.register('name_en')} error={errors.name_en?.message} />
      <TextField
        label={t('fields.nameTr')}
        lang="tr"
        registration={form.register('name_tr')}
        error={errors.name_tr?.message}
        hint={t('fields.optional')}
      />
      <Controller
        control={form.control}
        name="banner_images"
        render={({ field }) => (
          <UploadField
            kind="image"
            label={t('fields.bannerImages')}
            value={field.value}
            onChange={field.onChange}
            max={5}
            hint={t('fields.bannerHint')}
            error={errorText(errors, 'banner_images')}
          />
        )}
      />
      <label className="switch">
        <input type="checkbox" role="switch" {...form.register('active')} />
        <span className="switch__track" aria-hidden="true" />
        <span>{t('subCategories.active')}</span>
      </label>
      <p className="field__hint">{t('subCategoryForm.approvalHint')}</p>
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{sub ? t('subCategoryForm.save') : t('subCategoryForm.add')}</SubmitButton>
      </div>
    </form>
  );
}
