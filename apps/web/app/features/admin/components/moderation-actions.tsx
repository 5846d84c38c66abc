import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { adminApi, type Moderated } from '../api.ts';
import { RejectDialog } from './reject-dialog.tsx';

/**
 * Approve and reject for one store, product or sub-category, as the
 * transition table allows (approve what waits or was rejected, reject what
 * waits or is live). Rejecting asks for the reason the vendor will read.
 */
export function ModerationActions({
  kind,
  id,
  name,
  status,
}: {
  kind: Moderated;
  id: string;
  name: string;
  status: string;
}) {
  const { t } = useTranslation('admin');
  const revalidator = useRevalidator();
  const onError = useApiErrorHandler();
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);

  const approve = async () => {
    setApproving(true);
    const result = await adminApi.approve(kind, id);
    setApproving(false);
    if (!result.ok) {
      onError(result);
      return;
    }
    notifySuccess(`${result.data.data.message}: ${name}`);
    await revalidator.revalidate();
  };

  return (
    <>
      {status !== 'approved' ? (
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => void approve()}
          disabled={approving}
          aria-busy={approving || undefined}
        >
          {t('actions.approve')}
          <span className="visually-hidden"> {name}</span>
        </button>
      ) : null}
      {status !== 'rejected' ? (
        <button type="button" className="button button--secondary button--small" onClick={() => setRejecting(true)}>
          {t('actions.reject')}
          <span className="visually-hidden"> {name}</span>
        </button>
      ) : null}
      <RejectDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title={t('reject.title', { name })}
        reasonLabel={t('reject.reason')}
        hint={t('reject.hint')}
        confirmLabel={t('reject.confirm')}
        schema={(schemas) => schemas.rejectBody}
        toBody={(reason) => ({ reason })}
        send={async (reason) => {
          const result = await adminApi.reject(kind, id, { reason });
          return result.ok ? { ...result, data: { message: result.data.data.message } } : result;
        }}
        onDone={async (text) => {
          setRejecting(false);
          notifySuccess(`${text}: ${name}`);
          await revalidator.revalidate();
        }}
      />
    </>
  );
}
