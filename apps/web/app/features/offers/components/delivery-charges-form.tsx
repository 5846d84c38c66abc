import type { DeliveryRange } from '@bedesten/core/schemas/offers';
import { useMemo, useState } from 'react';
import { get, useFieldArray, useForm, type FieldError, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldErrorText, FormAlert, SubmitButton, useFieldIds } from '~/components/form/fields.tsx';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { offersApi } from '../api.ts';
import { nestedResolver, useNestedFormFailure } from '~/lib/form/nested-form.ts';
import { centsToInput, countOf, moneyToCents } from '../values.ts';
import type { deliveryRangesBody } from '@bedesten/core/schemas/offers';
import { formBody } from '~/lib/form/form-body.ts';

const COLUMNS = ['min_price', 'max_price', 'charge', 'max_distance_km', 'max_hours'] as const;
type Column = (typeof COLUMNS)[number];
type Row = Record<Column, string>;
interface Values {
  ranges: Row[];
}

const LISTS = ['ranges'] as const;
const MONEY: ReadonlySet<Column> = new Set(['min_price', 'max_price', 'charge']);
const BLANK: Row = { min_price: '', max_price: '', charge: '', max_distance_km: '', max_hours: '' };

/** The `vendor-delivery-charges` body: euros to cents, whole km and hours. */
export function toRangesBody({ ranges }: Values) {
  return {
    ranges: ranges.map((row) =>
      Object.fromEntries(COLUMNS.map((c) => [c, MONEY.has(c) ? moneyToCents(row[c]) : countOf(row[c])])),
    ),
  };
}

function toRow(range: DeliveryRange): Row {
  return {
    min_price: centsToInput(range.min_price),
    max_price: centsToInput(range.max_price),
    charge: centsToInput(range.charge),
    max_distance_km: String(range.max_distance_km),
    max_hours: String(range.max_hours),
  };
}

function errorOf(errors: FieldErrors<Values>, path: string): string | undefined {
  const error = get(errors, path) as FieldError | undefined;
  return typeof error?.message === 'string' && error.message ? error.message : undefined;
}

function Cell({
  form,
  index,
  column,
  error,
}: {
  form: ReturnType<typeof useForm<Values>>;
  index: number;
  column: Column;
  error: string | undefined;
}) {
  const { t } = useTranslation('offers');
  const ids = useFieldIds();
  return (
    <div className="field dc-cell">
      <label htmlFor={ids.input} className="dc-cell__label">
        {t(`delivery.columns.${column}`)}
        <span className="visually-hidden"> ({t('delivery.band', { n: index + 1 })})</span>
      </label>
      <input
        id={ids.input}
        inputMode={MONEY.has(column) ? 'decimal' : 'numeric'}
        {...form.register(`ranges.${index}.${column}`)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
      />
      <FieldErrorText id={ids.error} message={error} />
    </div>
  );
}

/**
 * The store's delivery-charge bands as an editable table (SPEC.md §3, §5):
 * order value from–to, charge, how far and how long, saved as one set.
 * Checked by the API's own schema, so a box left empty reads "Please check
 * all charges are filled properly", in the page language.
 */
export function DeliveryChargesForm({ ranges, radiusKm }: { ranges: DeliveryRange[]; radiusKm: number }) {
  const { t } = useTranslation('offers');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const resolver = useMemo(
    () =>
      nestedResolver<Values>((schemas) => schemas.deliveryRangesBody, lang, { toBody: toRangesBody, arrays: LISTS }),
    [lang],
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
      <p className="muted">{t('delivery.radius', { km: radiusKm })}</p>
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
              <li key={field.id} className="dc-row">
                <p className="dc-row__title">{t('delivery.band', { n: index + 1 })}</p>
                {COLUMNS.map((column) => (
                  <Cell
                    key={column}
                    form={form}
                    index={index}
                    column={column}
                    error={errorOf(errors, `ranges.${index}.${column}`)}
                  />
                ))}
                <div className="dc-row__remove">
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={!hydrated}
                    onClick={() => rows.remove(index)}
                  >
                    {t('delivery.remove')}
                    <span className="visually-hidden"> ({t('delivery.band', { n: index + 1 })})</span>
                  </button>
                </div>
              </li>
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
