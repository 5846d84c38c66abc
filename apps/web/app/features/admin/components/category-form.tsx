import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FieldErrorText, FormAlert, SubmitButton, TextField, useFieldIds } from '~/components/form/fields.tsx';
import { UploadField } from '~/components/upload-field.tsx';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { adminApi, type AdminCategory } from '../api.ts';

type Values = {
  name_en: string;
  name_tr: string;
  slug: string;
  type: 'goods' | 'service';
  image_url: string;
  sort_order: string;
  is_active: boolean;
};

function valuesOf(category: AdminCategory | null): Values {
  return {
    name_en: category?.name_en ?? '',
    name_tr: category?.name_tr ?? '',
    slug: category?.slug ?? '',
    type: category?.type ?? 'goods',
    image_url: category?.image_url ?? '',
    sort_order: String(category?.sort_order ?? 0),
    is_active: category?.is_active ?? true,
  };
}

/** The form's text inputs as the API body: a number for the order, an empty slug left for the API to make. */
function toBody(values: Values) {
  const order = values.sort_order.trim() === '' ? 0 : Number(values.sort_order);
  return {
    name_en: values.name_en,
    name_tr: values.name_tr,
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    type: values.type,
    image_url: values.image_url || null,
    sort_order: Number.isFinite(order) ? order : values.sort_order,
    is_active: values.is_active,
  };
}

/**
 * Add or edit a business category: names in English and Turkish, slug
 * (made from the English name when left empty), type, picture, order and
 * whether customers see it. Validated by the API's own schema.
 */
export function CategoryForm({
  category,
  onSaved,
  onCancel,
}: {
  category: AdminCategory | null;
  onSaved: (message: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const typeIds = useFieldIds();
  const resolver = useMemo(
    () =>
      catalogueResolver<Values>(
        (schemas) => (category ? schemas.updateCategoryBody : schemas.createCategoryBody),
        lang,
        { toBody },
      ),
    [category, lang],
  );
  const form = useForm<Values>({ resolver, defaultValues: valuesOf(category) });
  const onFailure = useFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const body = toBody(values) as Parameters<typeof adminApi.createCategory>[0];
    const result = category ? await adminApi.updateCategory(category.id, body) : await adminApi.createCategory(body);
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    await onSaved(result.data.message);
  });

  return (
    <form method="post" noValidate className="form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary} />
      <TextField
        label={t('categories.nameEn')}
        lang="en"
        registration={form.register('name_en')}
        error={errors.name_en?.message}
      />
      <TextField
        label={t('categories.nameTr')}
        lang="tr"
        registration={form.register('name_tr')}
        error={errors.name_tr?.message}
      />
      <TextField
        label={t('categories.slug')}
        hint={t('categories.slugHint')}
        autoCapitalize="none"
        spellCheck={false}
        registration={form.register('slug')}
        error={errors.slug?.message}
      />
      <div className="field">
        <label htmlFor={typeIds.input}>{t('categories.type')}</label>
        <select
          id={typeIds.input}
          {...form.register('type')}
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={errors.type ? typeIds.error : undefined}
        >
          <option value="goods">{t('storeType.goods')}</option>
          <option value="service">{t('storeType.service')}</option>
        </select>
        <FieldErrorText id={typeIds.error} message={errors.type?.message} />
      </div>
      <Controller
        control={form.control}
        name="image_url"
        render={({ field, fieldState }) => (
          <UploadField
            kind="image"
            label={t('categories.image')}
            value={field.value ? [field.value] : []}
            onChange={(urls) => field.onChange(urls[0] ?? '')}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label={t('categories.sortOrder')}
        hint={t('categories.sortOrderHint')}
        type="number"
        inputMode="numeric"
        min={0}
        max={9999}
        registration={form.register('sort_order')}
        error={errors.sort_order?.message}
      />
      <label className="choice">
        <input type="checkbox" {...form.register('is_active')} />
        {t('categories.visible')}
      </label>
      <div className="dialog__actions">
        <SubmitButton busy={isSubmitting}>{t('actions.save')}</SubmitButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}
