import { MAX_PRODUCT_IMAGES } from '@bedesten/core/catalogue/product-form';
import { message } from '@bedesten/core/messages/catalogue';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert, SubmitButton, TextField } from '~/components/form/fields.tsx';
import { UploadField } from '~/components/upload-field.tsx';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { vendorCatalogueApi } from '../api.ts';
import { errorText, nestedResolver, useNestedFormFailure } from '../form.ts';
import { toProductBody, type ProductFormValues } from '../product-values.ts';
import { SelectField, TextAreaField, type SelectOption as Option } from '~/components/form/fields.tsx';
import { VariantsEditor } from './variants-editor.tsx';
import type { productFields } from '@bedesten/core/catalogue/product-form';
import { formBody } from '~/lib/form/form-body.ts';

const ARRAYS = ['variants'] as const;

export interface ProductFormOptions {
  categories: Option[];
  /** The store's own sub-categories, with the business category each belongs to. */
  subCategories: (Option & { category_id: string | null })[];
  sizes: Option[];
  units: Option[];
  vatRates: Option[];
}

/**
 * The product form of SPEC.md §3 "Product": names and descriptions in
 * English and optionally Turkish, category and sub-category, availability,
 * unit, SKU, brand, VAT rate, pictures and variants (each with its price,
 * discount and stock). Validated by the API's own schema (`productFields`)
 * in the page language before anything is sent.
 */
export function ProductForm({ initial, options }: { initial: ProductFormValues; options: ProductFormOptions }) {
  const { t } = useTranslation('vendor-catalogue');
  const lang = useLanguage();
  const navigate = useNavigate();
  const resolver = useMemo(
    () =>
      nestedResolver<ProductFormValues>((schemas) => schemas.productFields, lang, {
        toBody: toProductBody,
        arrays: ARRAYS,
      }),
    [lang],
  );
  const form = useForm<ProductFormValues>({ resolver, defaultValues: initial });
  const onFailure = useNestedFormFailure(form, ARRAYS);
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const editing = Boolean(initial.id);
  const noSubCategories = options.subCategories.length === 0;

  // A sub-category belongs to a business category: fill it in when it is still empty. (Registered
  // where it is rendered, so the first field in error is the first one on the page to get focus.)
  const onSubCategory = (event: { target: { value: string } }) => {
    const chosen = options.subCategories.find((sub) => sub.value === event.target.value);
    if (chosen?.category_id && !form.getValues('category_id')) form.setValue('category_id', chosen.category_id);
  };

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const result = await vendorCatalogueApi.saveProduct(formBody<typeof productFields>(toProductBody(values)));
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    const saved = result.data.data;
    notifySuccess(saved.status === 'pending' ? t('form.savedPending') : (result.data.message ?? t('form.saved')));
    await navigate(`/vendor/product-details?id=${saved.id}`);
  });

  return (
    <form method="post" noValidate className="form vc-form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary ?? errorText(errors, 'root')} />

      <section className="card vc-form__section" aria-labelledby="pf-words">
        <h2 id="pf-words" className="vc-section-title">
          {t('form.sections.words')}
        </h2>
        <TextField
          label={t('fields.nameEn')}
          registration={form.register('name_en')}
          error={errorText(errors, 'name_en')}
        />
        <TextField
          label={t('fields.nameTr')}
          lang="tr"
          hint={t('fields.optional')}
          registration={form.register('name_tr')}
          error={errorText(errors, 'name_tr')}
        />
        <TextAreaField
          label={t('fields.descriptionEn')}
          hint={t('fields.descriptionHint')}
          registration={form.register('description_en')}
          error={errorText(errors, 'description_en')}
        />
        <TextAreaField
          label={t('fields.descriptionTr')}
          lang="tr"
          hint={t('fields.optional')}
          registration={form.register('description_tr')}
          error={errorText(errors, 'description_tr')}
        />
      </section>

      <section className="card vc-form__section" aria-labelledby="pf-place">
        <h2 id="pf-place" className="vc-section-title">
          {t('form.sections.place')}
        </h2>
        {noSubCategories ? (
          <div className="alert alert--error" role="alert">
            <p>{message('add_sub_category', lang)}</p>
            <Link to="/vendor/sub-category/add">{t('actions.addSubCategory')}</Link>
          </div>
        ) : null}
        <div className="form-grid">
          <SelectField
            label={t('fields.category')}
            registration={form.register('category_id')}
            options={options.categories}
            placeholder={t('fields.chooseCategory')}
            error={errorText(errors, 'category_id')}
          />
          <SelectField
            label={t('fields.subCategory')}
            registration={form.register('sub_category_id', { onChange: onSubCategory })}
            options={options.subCategories}
            placeholder={t('fields.chooseSubCategory')}
            error={errorText(errors, 'sub_category_id')}
          />
        </div>
      </section>

      <section className="card vc-form__section" aria-labelledby="pf-stock">
        <h2 id="pf-stock" className="vc-section-title">
          {t('form.sections.stock')}
        </h2>
        <fieldset className="field">
          <legend>{t('fields.availability')}</legend>
          <div className="choice-group__options">
            <label className="choice">
              <input type="radio" value="always" {...form.register('availability')} />
              {t('fields.always')}
            </label>
            <label className="choice">
              <input type="radio" value="limited" {...form.register('availability')} />
              {t('fields.limited')}
            </label>
          </div>
          <p className="field__hint">{t('fields.availabilityHint')}</p>
        </fieldset>
        <div className="form-grid">
          <TextField
            label={t('fields.unitQuantity')}
            inputMode="decimal"
            registration={form.register('unit_quantity')}
            error={errorText(errors, 'unit_quantity')}
          />
          <SelectField
            label={t('fields.unit')}
            registration={form.register('unit_id')}
            options={options.units}
            placeholder={t('fields.noUnit')}
            error={errorText(errors, 'unit_id')}
          />
          <TextField label={t('fields.sku')} registration={form.register('sku')} error={errorText(errors, 'sku')} />
          <TextField
            label={t('fields.brand')}
            registration={form.register('brand')}
            error={errorText(errors, 'brand')}
          />
          <SelectField
            label={t('fields.vatRate')}
            registration={form.register('vat_rate_id')}
            options={options.vatRates}
            placeholder={t('fields.noVat')}
            error={errorText(errors, 'vat_rate_id')}
          />
        </div>
      </section>

      <section className="card vc-form__section" aria-labelledby="pf-images">
        <h2 id="pf-images" className="vc-section-title">
          {t('form.sections.images')}
        </h2>
        <Controller
          control={form.control}
          name="images"
          render={({ field }) => (
            <UploadField
              kind="image"
              label={t('fields.images')}
              value={field.value}
              onChange={field.onChange}
              max={MAX_PRODUCT_IMAGES}
              hint={t('fields.imagesHint', { n: MAX_PRODUCT_IMAGES })}
              error={errorText(errors, 'images')}
            />
          )}
        />
      </section>

      <section className="card vc-form__section" aria-labelledby="pf-variants">
        <h2 id="pf-variants" className="vc-section-title">
          {t('form.sections.variants')}
        </h2>
        <VariantsEditor form={form} sizes={options.sizes} />
      </section>

      <p className="field__hint">{editing ? t('form.approvalHintEdit') : t('form.approvalHint')}</p>
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{editing ? t('form.save') : t('form.add')}</SubmitButton>
        <Link to={editing ? `/vendor/product-details?id=${initial.id}` : '/vendor/product-manage'}>
          {t('actions.cancel')}
        </Link>
      </div>
    </form>
  );
}
