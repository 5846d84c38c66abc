import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import type { ApiResult } from '~/lib/api-client.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { RejectDialog, type RejectDialogProps } from './reject-dialog.tsx';

/**
 * Approve, and reject with a reason, for one thing staff decide on (a store,
 * product, sub-category, broadcast request or driver). Each button shows
 * only while the thing's transition table allows it; after either, staff read
 * the API's confirmation with the thing's name and the list reloads.
 */
export function ApproveRejectActions({
  name,
  canApprove,
  canReject,
  approve,
  reject,
}: {
  /** What is decided on, for the confirmation and the buttons' accessible names. */
  name: string;
  canApprove: boolean;
  canReject: boolean;
  /** Sends the approval; answers the API's confirmation text. */
  approve: () => Promise<ApiResult<{ message: string }>>;
  reject: Omit<RejectDialogProps, 'open' | 'onClose' | 'onDone'>;
}) {
  const { t } = useTranslation('admin');
  const revalidator = useRevalidator();
  const onError = useApiErrorHandler();
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);

  const sendApproval = async () => {
    setApproving(true);
    const result = await approve();
    setApproving(false);
    if (result.ok) notifySuccess(`${result.data.message}: ${name}`);
    else onError(result);
    // A refused approval (someone else decided first) also reloads, so the list shows the thing's real state.
    await revalidator.revalidate();
  };

  return (
    <>
      {canApprove ? (
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => void sendApproval()}
          disabled={approving}
          aria-busy={approving || undefined}
        >
          {t('actions.approve')}
          <span className="visually-hidden"> {name}</span>
        </button>
      ) : null}
      {canReject ? (
        <button type="button" className="button button--secondary button--small" onClick={() => setRejecting(true)}>
          {t('actions.reject')}
          <span className="visually-hidden"> {name}</span>
        </button>
      ) : null}
      <RejectDialog
        {...reject}
        open={rejecting}
        onClose={() => setRejecting(false)}
        onDone={async (text) => {
          setRejecting(false);
          notifySuccess(`${text}: ${name}`);
          await revalidator.revalidate();
        }}
      />
    </>
  );
}
