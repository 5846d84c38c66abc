import { formatMoney } from '@bedesten/core/money/format-money';
import type { JoiningFeeAnswer } from '@bedesten/core/schemas/joining-fee';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { storeSetupApi } from '../api.ts';

const TONE: Record<JoiningFeeAnswer['status'], string> = {
  not_required: 'tag',
  unpaid: 'tag tag--accent',
  pending: 'tag tag--accent',
  paid: 'tag tag--success',
};

/**
 * The joining fee (ADR 0043): what is due, and the way to pay it on the card
 * gateway's page once the store is sent for approval. The gateway sends the
 * vendor back here; the state shown is always the API's, never the URL's.
 */
export function JoiningFee({ fee }: { fee: JoiningFeeAnswer }) {
  const { t } = useTranslation('store-setup');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const onApiError = useApiErrorHandler();
  const [busy, setBusy] = useState(false);
  if (fee.status === 'not_required') return null;
  const amount = formatMoney(fee.amount, lang, fee.currency);
  const payable = fee.status !== 'paid' && fee.store_status === 'pending';
  const declined = fee.status === 'unpaid' && fee.last_failure === 'declined';

  const pay = async () => {
    setBusy(true);
    const result = await storeSetupApi.payJoiningFee();
    if (result.ok && result.data.data.redirect_url) {
      window.location.assign(result.data.data.redirect_url);
      return;
    }
    setBusy(false);
    if (!result.ok) onApiError(result);
    else window.location.reload();
  };

  return (
    <section className="card joining-fee" aria-labelledby="joining-fee-title" data-status={fee.status}>
      <h2 id="joining-fee-title">{t('joiningFee.title')}</h2>
      <p>
        <span className={declined ? 'tag tag--danger' : TONE[fee.status]} data-testid="joining-fee-status">
          {declined ? t('joiningFee.declined') : t(`joiningFee.${fee.status}`)}
        </span>{' '}
        <strong data-testid="joining-fee-amount">{amount}</strong>
      </p>
      {fee.status === 'unpaid' && fee.last_failure ? (
        <p className="alert alert--error" role="alert" data-testid="joining-fee-failure">
          {fee.last_failure === 'declined' ? t('joiningFee.declinedText') : t('joiningFee.cancelledText')}
        </p>
      ) : null}
      <p>
        {fee.status === 'paid'
          ? t('joiningFee.paidText')
          : fee.store_status === 'pending'
            ? t('joiningFee.dueText')
            : t('joiningFee.submitFirst')}
      </p>
      {payable ? (
        <p>
          <button type="button" className="button button--primary" disabled={!hydrated || busy} onClick={pay}>
            {fee.last_failure ? t('joiningFee.retry', { amount }) : t('joiningFee.pay', { amount })}
          </button>
        </p>
      ) : null}
    </section>
  );
}
