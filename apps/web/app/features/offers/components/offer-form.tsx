import { DEFAULT_OFFER_COLOUR, type VendorOffer } from '@bedesten/core/schemas/offers';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from '~/components/form/fields.tsx';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { offersApi } from '../api.ts';
import { centsToInput, countOf, isoToShopInput, moneyToCents, shopInputToIso } from '../values.ts';
import type { offerFields } from '@bedesten/core/schemas/offers';
import { formBody } from '~/lib/form/form-body.ts';

export interface OfferFormValues {
  id?: string | undefined;
  title: string;
  description: string;
  discount_type: '' | 'percent' | 'flat';
  discount_value: string;
  minimum_order_amount: string;
  start_date: string;
  end_date: string;
  colour: string;
  online_payment_only: boolean;
  active: boolean;
  code: string;
  usage_limit: string;
  per_customer_limit: string;
}

const limitOf = (text: string) => countOf(text) ?? null;

/** The `add-offer` body (`offerFields` in @bedesten/core): percent as a whole number, amounts in cents. */
export function toOfferBody(values: OfferFormValues) {
  return {
    ...(values.id ? { id: values.id } : {}),
    title: values.title,
    description: values.description,
    discount_type: values.discount_type || undefined,
    discount_value:
      values.discount_type === 'flat' ? moneyToCents(values.discount_value) : countOf(values.discount_value),
    minimum_order_amount: moneyToCents(values.minimum_order_amount),
    start_date: shopInputToIso(values.start_date),
    end_date: shopInputToIso(values.end_date),
    colour: values.colour,
    online_payment_only: values.online_payment_only,
    status: values.active ? 'active' : 'inactive',
    code: values.code,
    usage_limit: limitOf(values.usage_limit),
    per_customer_limit: limitOf(values.per_customer_limit),
  };
}

const FIELD_OF = { status: 'active' } as const;

function initialValues(offer: VendorOffer | null, defaults: { start: string; end: string }): OfferFormValues {
  return {
    id: offer?.id,
    title: offer?.title ?? '',
    description: offer?.description ?? '',
    discount_type: offer?.discount_type ?? '',
    discount_value: offer
      ? offer.discount_type === 'flat'
        ? centsToInput(offer.discount_value)
        : String(offer.discount_value)
      : '',
    minimum_order_amount: offer ? centsToInput(offer.minimum_order_amount) : '',
    start_date: isoToShopInput(offer?.start_date ?? defaults.start),
    end_date: isoToShopInput(offer?.end_date ?? defaults.end),
    colour: offer?.colour ?? DEFAULT_OFFER_COLOUR,
    online_payment_only: offer?.online_payment_only ?? false,
    active: offer ? offer.status === 'active' : true,
    code: offer?.code ?? '',
    usage_limit: offer?.usage_limit === null || offer === null ? '' : String(offer.usage_limit),
    per_customer_limit: offer?.per_customer_limit === null || offer === null ? '' : String(offer.per_customer_limit),
  };
}

/**
 * The offer form (SPEC.md §3 "Offer", §5): validated by the API's own zod
 * schema, so "Voucher code must be letters and digits only" reads the same
 * here and from the API, in the page language. Times are Cyprus time.
 */
export function OfferForm({
  offer,
  defaults,
}: {
  offer: VendorOffer | null;
  defaults: { start: string; end: string };
}) {
  const { t } = useTranslation('offers');
  const lang = useLanguage();
  const navigate = useNavigate();
  const resolver = useMemo(
    () =>
      catalogueResolver<OfferFormValues>((schemas) => schemas.offerFields, lang, {
        toBody: toOfferBody,
        fieldOf: FIELD_OF,
      }),
    [lang],
  );
  const form = useForm<OfferFormValues>({ resolver, defaultValues: initialValues(offer, defaults) });
  const onFailure = useFormFailure(form, { fieldOf: FIELD_OF });
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('discount_type');

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const saved = await offersApi.saveOffer(formBody<typeof offerFields>(toOfferBody(values)));
    if (!saved.ok) {
      setSummary(onFailure(saved));
      return;
    }
    notifySuccess(t(offer ? 'form.updated' : 'form.added', { code: saved.data.data.code }));
    await navigate('/vendor/offers');
  });

  return (
    <form method="post" noValidate className="form offer-form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary ?? errors.root?.message} />
      <TextField label={t('fields.title')} registration={form.register('title')} error={errors.title?.message} />
      <TextAreaField
        label={t('fields.description')}
        registration={form.register('description')}
        error={errors.description?.message}
        rows={3}
      />
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
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{offer ? t('form.save') : t('form.add')}</SubmitButton>
      </div>
    </form>
  );
}
