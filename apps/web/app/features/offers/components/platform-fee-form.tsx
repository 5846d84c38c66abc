import { formatMoney } from '@bedesten/core/money/format-money';
import { basisPointsToPercent, parsePercent } from '@bedesten/core/money/percent';
import type { PlatformFee } from '@bedesten/core/pricing/order-totals';
import { platformFeeOf } from '@bedesten/core/pricing/order-totals';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import { FormAlert, SubmitButton, TextField } from '~/components/form/fields.tsx';
import { SelectField } from '~/components/form/select-field.tsx';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { offersApi } from '../api.ts';
import { centsToInput, moneyToCents } from '../values.ts';
import type { platformFeeBody } from '@bedesten/core/schemas/offers';
import { formBody } from '~/lib/form/form-body.ts';

interface Values {
  type: 'flat' | 'percent';
  value: string;
}

/** "2.5" percent -> 250 basis points; empty -> undefined; anything else stays text (invalid). */
function percentToBasisPoints(text: string): number | string | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return parsePercent(trimmed) ?? trimmed;
}

/** The `admin/platform-fee` body: a flat fee typed in euros (cents), a percentage in percent (basis points). */
export const toFeeBody = ({ type, value }: Values) => ({
  type,
  value: type === 'flat' ? moneyToCents(value) : percentToBasisPoints(value),
});

const EXAMPLE_ORDER = 2000;

/** The platform fee staff set (ADR 0024): added to every order, shown to customers at checkout. */
export function PlatformFeeForm({ fee }: { fee: PlatformFee }) {
  const { t } = useTranslation('offers');
  const lang = useLanguage();
  const { revalidate } = useRevalidator();
  const resolver = useMemo(
    () => catalogueResolver<Values>((schemas) => schemas.platformFeeBody, lang, { toBody: toFeeBody }),
    [lang],
  );
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      type: fee.type,
      value: fee.type === 'flat' ? centsToInput(fee.value) : String(basisPointsToPercent(fee.value)),
    },
  });
  const onFailure = useFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('type');
  const example = t('fee.example', {
    order: formatMoney(EXAMPLE_ORDER, lang),
    fee: formatMoney(platformFeeOf(fee, EXAMPLE_ORDER), lang),
  });

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const saved = await offersApi.savePlatformFee(formBody<typeof platformFeeBody>(toFeeBody(values)));
    if (!saved.ok) {
      setSummary(onFailure(saved));
      return;
    }
    notifySuccess(t('fee.saved'));
    await revalidate();
  });

  return (
    <form method="post" noValidate className="form fee-form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary ?? errors.root?.message} />
      <p className="fee-form__current" data-testid="platform-fee-current">
        {fee.type === 'flat'
          ? t('fee.currentFlat', { amount: formatMoney(fee.value, lang) })
          : t('fee.currentPercent', { value: basisPointsToPercent(fee.value) })}{' '}
        <span className="muted">{example}</span>
      </p>
      <SelectField
        label={t('fee.type')}
        registration={form.register('type')}
        error={errors.type?.message}
        options={[
          { value: 'flat', label: t('fee.flat') },
          { value: 'percent', label: t('fee.percent') },
        ]}
      />
      <TextField
        label={type === 'flat' ? t('fee.amount') : t('fee.percentage')}
        registration={form.register('value')}
        error={errors.value?.message}
        inputMode="decimal"
        hint={type === 'flat' ? t('fee.amountHint') : t('fee.percentageHint')}
      />
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{t('fee.save')}</SubmitButton>
      </div>
    </form>
  );
}
