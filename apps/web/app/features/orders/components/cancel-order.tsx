import { useId, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import { Dialog } from '~/components/dialog.tsx';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { ordersApi } from '../api.ts';

/**
 * The customer's "Cancel order" with a confirmation and an optional reason,
 * or a note once it is too late. When the store got there first (packed
 * meanwhile), the API's "unable to cancel order because already …" stays
 * shown after the page reloads the order.
 */
export function CancelOrder({ orderId, allowed }: { orderId: string; allowed: boolean }) {
  const { t } = useTranslation('orders');
  const revalidator = useRevalidator();
  const onError = useApiErrorHandler();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();

  async function confirm() {
    setBusy(true);
    const result = await ordersApi.cancel(orderId, reason.trim() || undefined);
    setBusy(false);
    setOpen(false);
    if (result.ok) {
      setProblem(null);
      notifySuccess(result.data.message ?? t('status.cancelled'));
    } else {
      setProblem(onError(result, { silent: true }));
    }
    await revalidator.revalidate();
  }

  return (
    <div className="order-cancel">
      {allowed ? (
        <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
          {t('cancel.button')}
        </button>
      ) : problem ? null : (
        <p className="muted">{t('cancel.notAllowed')}</p>
      )}
      {problem ? (
        <p className="alert alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      {/* A status change pushed while it is open (packed meanwhile) closes it: no Cancel the table no longer allows. */}
      <Dialog open={open && allowed} onClose={() => setOpen(false)} title={t('cancel.title')} tone="danger">
        <p>{t('cancel.text')}</p>
        <div className="field">
          <label htmlFor={reasonId}>{t('cancel.reason')}</label>
          <textarea id={reasonId} rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
        <div className="dialog__actions">
          <button
            type="button"
            className="button button--danger"
            onClick={() => void confirm()}
            disabled={busy}
            aria-busy={busy}
          >
            {t('cancel.confirm')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
            {t('common:dialog.cancel')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
