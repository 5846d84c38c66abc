import type { DeliveryRange, deliveryRangesBody } from '@bedesten/core/schemas/offers';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FormAlert, SubmitButton } from '~/components/form/fields.tsx';
import { formBody } from '~/lib/form/form-body.ts';
import { nestedResolver, useNestedFormFailure } from '~/lib/form/nested-form.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { offersApi } from '../api.ts';
import { BLANK, COLUMNS, errorOf, LISTS, toRangesBody, toRow, type Values } from '../delivery-ranges.ts';
import { DeliveryRangeRow } from './delivery-range-row.tsx';
import { formatKilometres } from '~/lib/format-number.ts';

/**
 * The store's delivery-charge bands as an editable table (SPEC.md §3, §5):
 * order value from–to (an empty "To": no upper limit), charge, how far (at
 * most the store's radius) and how long, saved as one set. Checked by the
 * API's own schema: every box in trouble is marked in its band, and the list
 * says "Please check all charges are filled properly", in the page language.
 */
export function DeliveryChargesForm({ ranges, radiusKm }: { ranges: DeliveryRange[]; radiusKm: number }) {
  const { t } = useTranslation('offers');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const resolver = useMemo(
    () =>
      // With the store's radius, so a band reaching farther is named at once with the other problems.
      nestedResolver<Values>((schemas) => schemas.deliveryRangesBodyWithin(radiusKm), lang, {
        toBody: toRangesBody,
        arrays: LISTS,
      }),
    [lang, radiusKm],
  );
  const form = useForm<Values>({ resolver, defaultValues: { ranges: ranges.map(toRow) } });
  const rows = useFieldArray({ control: form.control, name: 'ranges' });
  const onFailure = useNestedFormFailure(form, LISTS);
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const saved = await offersApi.saveDeliveryRanges(formBody<typeof deliveryRangesBody>(toRangesBody(values)));
    if (!saved.ok) {
      setSummary(onFailure(saved));
      return;
    }
    form.reset({ ranges: saved.data.data.ranges.map(toRow) });
    notifySuccess(t('delivery.saved'));
  });

  const listError = errorOf(errors, 'ranges.root');
  return (
    <form method="post" noValidate className="form dc-form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary ?? listError ?? errors.root?.message} />
      <p className="muted">{t('delivery.radius', { km: formatKilometres(radiusKm, lang) })}</p>
      {rows.fields.length === 0 ? <p className="notice">{t('delivery.empty')}</p> : null}
      {rows.fields.length > 0 ? (
        <div className="dc-table">
          <div className="dc-table__head" aria-hidden="true">
            {COLUMNS.map((column) => (
              <span key={column}>{t(`delivery.columns.${column}`)}</span>
            ))}
            <span />
          </div>
          <ol className="dc-table__rows">
            {rows.fields.map((field, index) => (
              <DeliveryRangeRow key={field.id} form={form} index={index} onRemove={() => rows.remove(index)} />
            ))}
          </ol>
        </div>
      ) : null}
      <p className="field__hint">{t('delivery.hint')}</p>
      <div className="form__actions dc-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={!hydrated}
          onClick={() => rows.append({ ...BLANK })}
        >
          {t('delivery.add')}
        </button>
        <SubmitButton busy={isSubmitting}>{t('delivery.save')}</SubmitButton>
      </div>
    </form>
  );
}
