import { useId, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Dialog } from '~/components/dialog.tsx';
import { message } from '~/lib/messages.ts';
import { useLanguage } from '~/lib/root-data.ts';

/** The reason a store gives, trimmed; empty when only spaces were typed (the API refuses it too). */
export const cancelReasonOf = (typed: string): string => typed.trim();

/**
 * The store's "Cancel order": a confirmation that asks why, since the
 * customer is told the reason on their order and in the notice (issue 43).
 * Sending without one says so under the box; the API checks it as well.
 */
export function VendorCancelDialog({
  open,
  number,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  number: number;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const confirm = () => {
    const given = cancelReasonOf(reason);
    if (!given) {
      setMissing(true);
      return;
    }
    onConfirm(given);
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('vendor.cancelTitle', { number })} tone="danger">
      <p>{t('vendor.cancelText')}</p>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t('vendor.cancelReason')}</label>
        <p id={`${id}-hint`} className="field__hint">
          {t('vendor.cancelReasonHint')}
        </p>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={500}
          required
          value={reason}
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(event) => {
            setReason(event.target.value);
            if (missing && cancelReasonOf(event.target.value)) setMissing(false);
          }}
        />
        {missing ? (
          <p id={`${id}-error`} className="field__error" role="alert">
            {message('vendor_cancel_reason_required', lang)}
          </p>
        ) : null}
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--danger" onClick={confirm} disabled={busy} aria-busy={busy}>
          {t('vendor.cancelConfirm')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('common:dialog.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
