import { nextRequestStatus, type BroadcastRequestStatus } from '@bedesten/core/requests/request-status';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { adminApi } from '../api.ts';
import { RejectDialog } from './reject-dialog.tsx';

/**
 * Approve and reject for one broadcast request, while the transition table
 * allows it (only a waiting request). Rejecting asks for the reason the
 * customer is told. Either way the list reloads, so the request leaves the
 * pending queue.
 */
export function RequestActions({ id, title, status }: { id: string; title: string; status: BroadcastRequestStatus }) {
  const { t } = useTranslation('admin');
  const revalidator = useRevalidator();
  const onError = useApiErrorHandler();
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const canApprove = nextRequestStatus(status, 'approve') !== null;
  const canReject = nextRequestStatus(status, 'reject') !== null;
  if (!canApprove && !canReject) return null;

  const approve = async () => {
    setApproving(true);
    const result = await adminApi.approveRequest(id);
    setApproving(false);
    if (!result.ok) {
      onError(result);
      await revalidator.revalidate();
      return;
    }
    notifySuccess(`${result.data.message}: ${title}`);
    await revalidator.revalidate();
  };

  return (
    <div className="admin-item__actions">
      {canApprove ? (
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => void approve()}
          disabled={approving}
          aria-busy={approving || undefined}
        >
          {t('actions.approve')}
          <span className="visually-hidden"> {title}</span>
        </button>
      ) : null}
      {canReject ? (
        <button type="button" className="button button--secondary button--small" onClick={() => setRejecting(true)}>
          {t('actions.reject')}
          <span className="visually-hidden"> {title}</span>
        </button>
      ) : null}
      <RejectDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title={t('requests.rejectTitle', { title })}
        reasonLabel={t('requests.reason')}
        hint={t('requests.reasonHint')}
        confirmLabel={t('requests.rejectConfirm')}
        schema={(schemas) => schemas.rejectBroadcastRequestBody}
        toBody={(reason) => ({ id, reason })}
        send={(reason) => adminApi.rejectRequest({ id, reason })}
        onDone={async (text) => {
          setRejecting(false);
          notifySuccess(`${text}: ${title}`);
          await revalidator.revalidate();
        }}
      />
    </div>
  );
}
