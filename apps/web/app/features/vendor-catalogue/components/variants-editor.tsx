import { MAX_VARIANTS } from '@bedesten/core/catalogue/product-form';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FieldErrorText, TextField } from '~/components/form/fields.tsx';
import { errorText } from '../form.ts';
import { blankVariant, type ProductFormValues } from '../product-values.ts';
import { SelectField, type SelectOption as Option } from '~/components/form/select-field.tsx';

/**
 * The variants of a product (SPEC.md §3, §5: at least one): a row per
 * variant with its own id, size, price, discount, stock (limited-stock
 * products) and activated switch; rows are added and removed in place.
 */
export function VariantsEditor({ form, sizes }: { form: UseFormReturn<ProductFormValues>; sizes: readonly Option[] }) {
  const { t } = useTranslation('vendor-catalogue');
  // keyName: the rows have an `id` of their own (the saved variant's), which must survive.
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'variants', keyName: 'key' });
  const limited = form.watch('availability') === 'limited';
  const errors = form.formState.errors;
  const listError = errorText(errors, 'variants.root') ?? errorText(errors, 'variants');

  return (
    <fieldset className="field vc-variants-editor" aria-describedby={listError ? 'variants-error' : undefined}>
      <legend>{t('fields.variants')}</legend>
      <p className="field__hint">{limited ? t('variants.hintLimited') : t('variants.hint')}</p>
      <FieldErrorText id="variants-error" message={listError} />
      <ol className="vc-variant-rows">
        {fields.map((field, index) => {
          const at = (name: string) => `variants.${index}.${name}`;
          const title = t('variants.row', { n: index + 1 });
          return (
            <li key={field.key} className="vc-variant-row">
              <fieldset className="field">
                <legend>{title}</legend>
                <div className="vc-variant-row__grid">
                  <TextField
                    label={t('fields.uniqueId')}
                    autoCapitalize="characters"
                    spellCheck={false}
                    registration={form.register(`variants.${index}.unique_id`)}
                    error={errorText(errors, at('unique_id'))}
                  />
                  <SelectField
                    label={t('fields.size')}
                    registration={form.register(`variants.${index}.size_id`)}
                    options={sizes}
                    placeholder={t('fields.noSize')}
                    error={errorText(errors, at('size_id'))}
                  />
                  <TextField
                    label={t('fields.price')}
                    inputMode="decimal"
                    registration={form.register(`variants.${index}.price`)}
                    error={errorText(errors, at('price'))}
                  />
                  <TextField
                    label={t('fields.discount')}
                    inputMode="decimal"
                    registration={form.register(`variants.${index}.discount`)}
                    error={errorText(errors, at('discount'))}
                    hint={t('fields.discountHint')}
                  />
                  {limited ? (
                    <TextField
                      label={t('fields.stock')}
                      inputMode="numeric"
                      registration={form.register(`variants.${index}.stock`)}
                      error={errorText(errors, at('stock'))}
                    />
                  ) : null}
                </div>
                <div className="vc-variant-row__footer">
                  <label className="switch">
                    <input type="checkbox" role="switch" {...form.register(`variants.${index}.active_status`)} />
                    <span className="switch__track" aria-hidden="true" />
                    <span>
                      {t('variants.active')}
                      <span className="visually-hidden"> ({title})</span>
                    </span>
                  </label>
                  <button
                    type="button"
                    className="button button--ghost button--small button--danger-text"
                    onClick={() => remove(index)}
                    disabled={fields.length <= 1}
                  >
                    {t('variants.remove')}
                    <span className="visually-hidden"> ({title})</span>
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => append(blankVariant(), { shouldFocus: true, focusName: `variants.${fields.length}.unique_id` })}
        disabled={fields.length >= MAX_VARIANTS}
      >
        {t('variants.add')}
      </button>
    </fieldset>
  );
}
