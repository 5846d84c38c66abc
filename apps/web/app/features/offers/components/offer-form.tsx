import type { offerFields, VendorOffer } from '@bedesten/core/schemas/offers';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useNavigate } from 'react-router';
import { FormAlert, SubmitButton, TextAreaField, TextField } from '~/components/form/fields.tsx';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { formBody } from '~/lib/form/form-body.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { offersApi } from '../api.ts';
import { FIELD_OF, initialValues, toOfferBody, type OfferFormValues } from '../offer-form-values.ts';
import { OfferCodeFields, OfferDiscountFields, OfferDisplayFields, OfferPeriodFields } from './offer-form-parts.tsx';

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
      <OfferDiscountFields form={form} />
      <OfferPeriodFields form={form} />
      <OfferCodeFields form={form} />
      <OfferDisplayFields form={form} />
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{offer ? t('form.save') : t('form.add')}</SubmitButton>
      </div>
    </form>
  );
}
