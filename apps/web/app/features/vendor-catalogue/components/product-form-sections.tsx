import { MAX_PRODUCT_IMAGES } from '@bedesten/core/catalogue/product-form';
import { message } from '~/lib/messages.ts';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { TextAreaField, TextField } from '~/components/form/fields.tsx';
import { SelectField, type SelectOption as Option } from '~/components/form/select-field.tsx';
import { UploadField } from '~/components/upload-field.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { errorText } from '../form.ts';
import { subCategoriesFor, type ProductFormValues } from '../product-values.ts';

/** The choices the product form offers, read by the route's loader. */
export interface ProductFormOptions {
  categories: Option[];
  /** The store's own sub-categories, with the business category each belongs to. */
  subCategories: (Option & { category_id: string | null })[];
  sizes: Option[];
  units: Option[];
  vatRates: Option[];
}

/**
 * The product form's sections (SPEC.md §3 "Product"), in page order: each
 * registers its fields where it renders them, so the first field in error is
 * the first one on the page to get focus.
 */

type Form = UseFormReturn<ProductFormValues>;

/** One titled card of the product form. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card vc-form__section" aria-labelledby={id}>
      <h2 id={id} className="vc-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Names and descriptions, in English and optionally Turkish. */
export function ProductWordsSection({ form }: { form: Form }) {
  const { t } = useTranslation('vendor-catalogue');
  const { errors } = form.formState;
  return (
    <FormSection id="pf-words" title={t('form.sections.words')}>
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
    </FormSection>
  );
}

/** Business category and the store's own sub-category; a store without sub-categories is told to add one. */
export function ProductPlaceSection({
  form,
  options,
  onSubCategory,
}: {
  form: Form;
  options: ProductFormOptions;
  onSubCategory: (event: { target: { value: string } }) => void;
}) {
  const { t } = useTranslation('vendor-catalogue');
  const lang = useLanguage();
  const noSubCategories = options.subCategories.length === 0;
  const { errors } = form.formState;
  const categoryId = form.watch('category_id');
  const fitting = subCategoriesFor(options.subCategories, categoryId);
  const noneFit = !noSubCategories && fitting.length === 0;
  return (
    <FormSection id="pf-place" title={t('form.sections.place')}>
      {noSubCategories ? (
        <div className="alert alert--error" role="alert">
          <p>{message('add_sub_category', lang)}</p>
          <Link to="/vendor/sub-category/add">{t('actions.addSubCategory')}</Link>
        </div>
      ) : null}
      <div className="form-grid">
        <SelectField
          label={t('fields.category')}
          registration={form.register('category_id', {
            // A sub-category of another category no longer fits: the vendor chooses again.
            onChange: (event: { target: { value: string } }) => {
              const chosen = form.getValues('sub_category_id');
              if (
                chosen &&
                !subCategoriesFor(options.subCategories, event.target.value).some((s) => s.value === chosen)
              )
                form.setValue('sub_category_id', '');
            },
          })}
          options={options.categories}
          placeholder={t('fields.chooseCategory')}
          error={errorText(errors, 'category_id')}
        />
        <SelectField
          label={t('fields.subCategory')}
          registration={form.register('sub_category_id', { onChange: onSubCategory })}
          options={fitting}
          placeholder={t('fields.chooseSubCategory')}
          hint={noneFit ? t('fields.noSubCategoryInCategory') : undefined}
          error={errorText(errors, 'sub_category_id')}
        />
      </div>
      {noneFit ? (
        <p>
          <Link to="/vendor/sub-category/add">{t('actions.addSubCategory')}</Link>
        </p>
      ) : null}
    </FormSection>
  );
}

/** Availability, unit, SKU, brand and VAT rate. */
export function ProductStockSection({ form, options }: { form: Form; options: ProductFormOptions }) {
  const { t } = useTranslation('vendor-catalogue');
  const { errors } = form.formState;
  return (
    <FormSection id="pf-stock" title={t('form.sections.stock')}>
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
        <TextField label={t('fields.brand')} registration={form.register('brand')} error={errorText(errors, 'brand')} />
        <SelectField
          label={t('fields.vatRate')}
          registration={form.register('vat_rate_id')}
          options={options.vatRates}
          placeholder={t('fields.noVat')}
          error={errorText(errors, 'vat_rate_id')}
        />
      </div>
    </FormSection>
  );
}

/** The product's pictures, uploaded as they are chosen. */
export function ProductImagesSection({ form }: { form: Form }) {
  const { t } = useTranslation('vendor-catalogue');
  const { errors } = form.formState;
  return (
    <FormSection id="pf-images" title={t('form.sections.images')}>
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
    </FormSection>
  );
}
