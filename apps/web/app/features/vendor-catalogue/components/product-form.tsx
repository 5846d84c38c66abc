import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useNavigate } from 'react-router';
import { Link } from '~/components/link.tsx';
import { FormAlert, SubmitButton } from '~/components/form/fields.tsx';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { vendorCatalogueApi } from '../api.ts';
import { errorText, nestedResolver, useNestedFormFailure } from '../form.ts';
import { toProductBody, type ProductFormValues } from '../product-values.ts';
import {
  FormSection,
  ProductImagesSection,
  ProductPlaceSection,
  ProductStockSection,
  ProductWordsSection,
  type ProductFormOptions,
} from './product-form-sections.tsx';
import { VariantsEditor } from './variants-editor.tsx';
import type { productFields } from '@bedesten/core/catalogue/product-form';
import { formBody } from '~/lib/form/form-body.ts';

const ARRAYS = ['variants'] as const;

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

      <ProductWordsSection form={form} />

      <ProductPlaceSection form={form} options={options} onSubCategory={onSubCategory} />

      <ProductStockSection form={form} options={options} />

      <ProductImagesSection form={form} />

      <FormSection id="pf-variants" title={t('form.sections.variants')}>
        <VariantsEditor form={form} sizes={options.sizes} />
      </FormSection>

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
