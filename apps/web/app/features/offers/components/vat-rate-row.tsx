import { formatPercentNumber, percentToBasisPoints } from '@bedesten/core/money/percent';
import { vatRateName } from '@bedesten/core/pricing/vat-names';
import type { VatRate } from '@bedesten/core/schemas/offers';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { ConfirmDialog } from '~/components/dialog.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { useOffersAction } from '../use-action.ts';
import type { VatRateCalls } from '../vat-rate-calls.ts';

/** One VAT rate with its scope and use; edit and delete (after a confirmation) when `editable`. */
export function VatRateRow({
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
  const lang = useLanguage();
  const basisPoints = percentToBasisPoints(rate.rate);
  const percent = formatPercentNumber(basisPoints, lang);
  const name = vatRateName(rate.name, basisPoints, lang);
  const remove = async () => {
    const done = await run('delete', () => calls.remove(rate.id), t('vat.deleted'));
    setConfirming(false);
    return done;
  };
  return (
    <li className="card vat-row" data-vat-rate={rate.name}>
      <div className="vat-row__main">
        <p className="vat-row__name">{name}</p>
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
            <span className="visually-hidden"> ({name})</span>
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={!hydrated || busy !== null}
            onClick={() => setConfirming(true)}
          >
            {t('vat.delete')}
            <span className="visually-hidden"> ({name})</span>
          </button>
          <ConfirmDialog
            open={confirming}
            title={t('vat.deleteTitle')}
            text={t('vat.deleteText', { name })}
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
