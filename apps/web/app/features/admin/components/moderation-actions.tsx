import { useTranslation } from '~/lib/i18n-react.tsx';
import type { ApiResult } from '~/lib/api-client.ts';
import { adminApi, type Moderated } from '../api.ts';
import { ApproveRejectActions } from './approve-reject-actions.tsx';

/** The moderation calls answer `{ data: { message } }`; the shared actions read the message itself. */
function messageOf<T extends { data: { message: string } }>(result: ApiResult<T>): ApiResult<{ message: string }> {
  return result.ok ? { ...result, data: { message: result.data.data.message } } : result;
}

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
  return (
    <ApproveRejectActions
      name={name}
      canApprove={status !== 'approved'}
      canReject={status !== 'rejected'}
      approve={async () => messageOf(await adminApi.approve(kind, id))}
      reject={{
        title: t('reject.title', { name }),
        reasonLabel: t('reject.reason'),
        hint: t('reject.hint'),
        confirmLabel: t('reject.confirm'),
        schema: (schemas) => schemas.rejectBody,
        toBody: (reason) => ({ reason }),
        send: async (reason) => messageOf(await adminApi.reject(kind, id, { reason })),
      }}
    />
  );
}
