import type { VatRate, vatRateFields } from '@bedesten/core/schemas/offers';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import { FormAlert, SubmitButton, TextField } from '~/components/form/fields.tsx';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { formBody } from '~/lib/form/form-body.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { decimalOf } from '../values.ts';
import type { VatRateCalls } from '../vat-rate-calls.ts';

interface Values {
  name: string;
  rate: string;
}

const toBody = (values: Values) => ({ name: values.name, rate: decimalOf(values.rate) });
const toRateBody = (values: Values) => formBody<typeof vatRateFields>(toBody(values));

/** Add (`rate` null) or change one VAT rate, in the manager's dialog; reloads the list when saved. */
export function VatRateForm({
  rate,
  calls,
  onDone,
}: {
  rate: VatRate | null;
  calls: VatRateCalls;
  onDone: () => void;
}) {
  const { t } = useTranslation('offers');
  const lang = useLanguage();
  const { revalidate } = useRevalidator();
  const resolver = useMemo(
    () => catalogueResolver<Values>((schemas) => schemas.vatRateFields, lang, { toBody }),
    [lang],
  );
  const form = useForm<Values>({
    resolver,
    defaultValues: { name: rate?.name ?? '', rate: rate ? String(rate.rate) : '' },
  });
  const onFailure = useFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const saved = await calls.save(rate?.id, toRateBody(values));
    if (!saved.ok) {
      setSummary(onFailure(saved));
      return;
    }
    notifySuccess(t('vat.saved'));
    await revalidate();
    onDone();
  });
  return (
    <form method="post" noValidate className="form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary ?? errors.root?.message} />
      <TextField label={t('vat.name')} registration={form.register('name')} error={errors.name?.message} />
      <TextField
        label={t('vat.rate')}
        registration={form.register('rate')}
        error={errors.rate?.message}
        inputMode="decimal"
        hint={t('vat.rateHint')}
      />
      <div className="dialog__actions">
        <SubmitButton busy={isSubmitting}>{t('vat.save')}</SubmitButton>
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t('vat.cancel')}
        </button>
      </div>
    </form>
  );
}
