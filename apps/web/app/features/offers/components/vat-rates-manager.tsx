import type { VatRate } from '@bedesten/core/schemas/offers';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Dialog } from '~/components/dialog.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';
import type { VatRateCalls } from '../vat-rate-calls.ts';
import { VatRateForm } from './vat-rate-form.tsx';
import { VatRateRow } from './vat-rate-row.tsx';

/**
 * VAT rates (SPEC.md §3 "VAT: name, rate"): the rates of `editable` scope
 * can be added, changed and deleted (not while products use them, 409);
 * the others are listed for reference. `readOnly` lists them all for
 * reference (staff below manager, ADR 0037).
 */
export function VatRatesManager({
  rates,
  editable,
  calls,
  headingId,
  readOnly = false,
}: {
  rates: VatRate[];
  editable: 'store' | 'platform';
  calls: VatRateCalls;
  headingId: string;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('offers');
  const hydrated = useHydrated();
  const [editing, setEditing] = useState<VatRate | 'new' | null>(null);
  return (
    <>
      {readOnly ? null : (
        <p>
          <button
            type="button"
            className="button button--primary"
            disabled={!hydrated}
            onClick={() => setEditing('new')}
          >
            {t('vat.add')}
          </button>
        </p>
      )}
      {rates.length === 0 ? (
        <p className="notice">{t('messages:no_records_found')}</p>
      ) : (
        <ul className="vat-list" aria-labelledby={headingId}>
          {rates.map((rate) => (
            <VatRateRow
              key={rate.id}
              rate={rate}
              editable={!readOnly && rate.scope === editable}
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
          <VatRateForm
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
