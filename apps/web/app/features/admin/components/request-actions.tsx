import { nextRequestStatus, type BroadcastRequestStatus } from '@bedesten/core/requests/request-status';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { adminApi } from '../api.ts';
import { ApproveRejectActions } from './approve-reject-actions.tsx';

/**
 * Approve and reject for one broadcast request, while the transition table
 * allows it (only a waiting request). Rejecting asks for the reason the
 * customer is told.
 */
export function RequestActions({ id, title, status }: { id: string; title: string; status: BroadcastRequestStatus }) {
  const { t } = useTranslation('admin');
  const canApprove = nextRequestStatus(status, 'approve') !== null;
  const canReject = nextRequestStatus(status, 'reject') !== null;
  if (!canApprove && !canReject) return null;
  return (
    <div className="admin-item__actions">
      <ApproveRejectActions
        name={title}
        canApprove={canApprove}
        canReject={canReject}
        approve={() => adminApi.approveRequest(id)}
        reject={{
          title: t('requests.rejectTitle', { title }),
          reasonLabel: t('requests.reason'),
          hint: t('requests.reasonHint'),
          confirmLabel: t('requests.rejectConfirm'),
          schema: (schemas) => schemas.rejectBroadcastRequestBody,
          toBody: (reason) => ({ id, reason }),
          send: (reason) => adminApi.rejectRequest({ id, reason }),
        }}
      />
    </div>
  );
}
