import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { TextField } from '~/components/form/fields.tsx';
import { SelectField } from '~/components/form/select-field.tsx';
import type { OfferFormValues } from '../offer-form-values.ts';

/**
 * The offer form's parts, in page order. Each registers its own fields, so
 * the first field in error is still the first one on the page to get focus.
 */

type Form = UseFormReturn<OfferFormValues>;

/** Percent or flat, its value (labelled by the type chosen), and the minimum order. */
export function OfferDiscountFields({ form }: { form: Form }) {
  const { t } = useTranslation('offers');
  const { errors } = form.formState;
  const type = form.watch('discount_type');
  return (
    <>
      <div className="offer-form__row">
        <SelectField
          label={t('fields.discountType')}
          registration={form.register('discount_type')}
          error={errors.discount_type?.message}
          placeholder={t('fields.choose')}
          options={[
            { value: 'percent', label: t('fields.percent') },
            { value: 'flat', label: t('fields.flat') },
          ]}
        />
        <TextField
          label={type === 'flat' ? t('fields.discountAmount') : t('fields.discountPercent')}
          registration={form.register('discount_value')}
          error={errors.discount_value?.message}
          inputMode="decimal"
          hint={type === 'flat' ? t('fields.discountAmountHint') : t('fields.discountPercentHint')}
        />
      </div>
      <TextField
        label={t('fields.minimum')}
        registration={form.register('minimum_order_amount')}
        error={errors.minimum_order_amount?.message}
        inputMode="decimal"
        hint={t('fields.minimumHint')}
      />
    </>
  );
}

/** Start and end, in Cyprus time whatever the browser's zone. */
export function OfferPeriodFields({ form }: { form: Form }) {
  const { t } = useTranslation('offers');
  const { errors } = form.formState;
  return (
    <>
      <div className="offer-form__row">
        <TextField
          label={t('fields.start')}
          type="datetime-local"
          registration={form.register('start_date')}
          error={errors.start_date?.message}
        />
        <TextField
          label={t('fields.end')}
          type="datetime-local"
          registration={form.register('end_date')}
          error={errors.end_date?.message}
        />
      </div>
      <p className="field__hint offer-form__note">{t('fields.timeZoneHint')}</p>
    </>
  );
}

/** The voucher code and how often it may be used, in all and per customer. */
export function OfferCodeFields({ form }: { form: Form }) {
  const { t } = useTranslation('offers');
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={t('fields.code')}
        registration={form.register('code')}
        error={errors.code?.message}
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        className="offer-form__code"
        hint={t('fields.codeHint')}
      />
      <div className="offer-form__row">
        <TextField
          label={t('fields.usageLimit')}
          registration={form.register('usage_limit')}
          error={errors.usage_limit?.message}
          inputMode="numeric"
          hint={t('fields.optionalNoLimit')}
        />
        <TextField
          label={t('fields.perCustomer')}
          registration={form.register('per_customer_limit')}
          error={errors.per_customer_limit?.message}
          inputMode="numeric"
          hint={t('fields.optionalNoLimit')}
        />
      </div>
    </>
  );
}

/** The banner colour, "online payment only" and the active switch. */
export function OfferDisplayFields({ form }: { form: Form }) {
  const { t } = useTranslation('offers');
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={t('fields.colour')}
        type="color"
        registration={form.register('colour')}
        error={errors.colour?.message}
        className="offer-form__colour"
        hint={t('fields.colourHint')}
      />
      <label className="choice">
        <input type="checkbox" {...form.register('online_payment_only')} />
        <span>{t('fields.onlineOnly')}</span>
      </label>
      <label className="switch">
        <input type="checkbox" role="switch" {...form.register('active')} />
        <span className="switch__track" aria-hidden="true" />
        <span>{t('fields.active')}</span>
      </label>
      {errors.active?.message ? <p className="field__error">{errors.active.message}</p> : null}
    </>
  );
}
