import { formatPercentNumber, percentToBasisPoints } from '@bedesten/core/money/percent';
import type { VatRate } from '@bedesten/core/schemas/offers';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { ConfirmDialog, Dialog } from '~/components/dialog.tsx';
import { FormAlert, SubmitButton, TextField } from '~/components/form/fields.tsx';
import type { ApiResult } from '~/lib/api-client.ts';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { useOffersAction } from '../use-action.ts';
import { decimalOf } from '../values.ts';
import type { z } from 'zod';
import type { vatRateFields } from '@bedesten/core/schemas/offers';
import { formBody } from '~/lib/form/form-body.ts';

interface Values {
  name: string;
  rate: string;
}

/** Saving and deleting one scope's rates: the store's own, or the platform's (staff). */
export interface VatRateCalls {
  save: (id: number | undefined, body: Omit<z.input<typeof vatRateFields>, 'id'>) => Promise<ApiResult<unknown>>;
  remove: (id: number) => Promise<ApiResult<unknown>>;
}

const toBody = (values: Values) => ({ name: values.name, rate: decimalOf(values.rate) });
const toRateBody = (values: Values) => formBody<typeof vatRateFields>(toBody(values));

function RateForm({ rate, calls, onDone }: { rate: VatRate | null; calls: VatRateCalls; onDone: () => void }) {
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

function RateRow({
  rate,
  editable,
  calls,
  onEdit,
}: {
  rate: VatRate;
  editable: boolean;
  calls: VatRateCalls;
  onEdit: () => void;
}) {
  const { t } = useTranslation('offers');
  const hydrated = useHydrated();
  const { busy, run } = useOffersAction();
  const [confirming, setConfirming] = useState(false);
  const percent = formatPercentNumber(percentToBasisPoints(rate.rate), useLanguage());
  const remove = async () => {
    const done = await run('delete', () => calls.remove(rate.id), t('vat.deleted'));
    setConfirming(false);
    return done;
  };
  return (
    <li className="card vat-row" data-vat-rate={rate.name}>
      <div className="vat-row__main">
        <p className="vat-row__name">{rate.name}</p>
        <p className="vat-row__rate">{t('vat.percent', { value: percent })}</p>
      </div>
      <p className="vat-row__meta muted">
        <span className={rate.scope === 'platform' ? 'tag' : 'tag tag--accent'}>{t(`vat.scope.${rate.scope}`)}</span>{' '}
        {t('vat.products', { count: rate.product_count })}
      </p>
      {editable ? (
        <div className="vat-row__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={!hydrated}
            onClick={onEdit}
          >
            {t('vat.edit')}
            <span className="visually-hidden"> ({rate.name})</span>
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={!hydrated || busy !== null}
            onClick={() => setConfirming(true)}
          >
            {t('vat.delete')}
            <span className="visually-hidden"> ({rate.name})</span>
          </button>
          <ConfirmDialog
            open={confirming}
            title={t('vat.deleteTitle')}
            text={t('vat.deleteText', { name: rate.name })}
            confirmLabel={t('vat.deleteConfirm')}
            busy={busy === 'delete'}
            onConfirm={() => void remove()}
            onClose={() => setConfirming(false)}
          />
        </div>
      ) : null}
    </li>
  );
}

/**
 * VAT rates (SPEC.md §3 "VAT: name, rate"): the rates of `editable` scope
 * can be added, changed and deleted (not while products use them, 409);
 * the others are listed for reference.
 */
export function VatRatesManager({
  rates,
  editable,
  calls,
  headingId,
}: {
  rates: VatRate[];
  editable: 'store' | 'platform';
  calls: VatRateCalls;
  headingId: string;
}) {
  const { t } = useTranslation('offers');
  const hydrated = useHydrated();
  const [editing, setEditing] = useState<VatRate | 'new' | null>(null);
  return (
    <>
      <p>
        <button type="button" className="button button--primary" disabled={!hydrated} onClick={() => setEditing('new')}>
          {t('vat.add')}
        </button>
      </p>
      {rates.length === 0 ? (
        <p className="notice">{t('messages:no_records_found')}</p>
      ) : (
        <ul className="vat-list" aria-labelledby={headingId}>
          {rates.map((rate) => (
            <RateRow
              key={rate.id}
              rate={rate}
              editable={rate.scope === editable}
              calls={calls}
              onEdit={() => setEditing(rate)}
            />
          ))}
        </ul>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' || editing === null ? t('vat.addTitle') : t('vat.editTitle')}
      >
        {editing !== null ? (
          <RateForm
            key={editing === 'new' ? 'new' : editing.id}
            rate={editing === 'new' ? null : editing}
            calls={calls}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </>
  );
}
