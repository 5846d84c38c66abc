import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { adminApi, type AdminDriver } from '../api.ts';
import { RejectDialog } from './reject-dialog.tsx';
import { DeleteDriverAction } from './user-actions.tsx';

/**
 * Approve / reject a waiting driver (the reason is what they are told), and
 * for admins, delete any driver profile: the account goes back to a plain
 * user and is told to set up again (SPEC.md §4). The list reloads after each.
 */
export function DriverActions({ driver, canDelete }: { driver: AdminDriver; canDelete: boolean }) {
  const { t } = useTranslation('admin');
  const revalidator = useRevalidator();
  const onError = useApiErrorHandler();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const { id, name } = driver;
  const waiting = driver.status === 'pending';
  if (!waiting && !canDelete) return null;

  const approve = async () => {
    setBusy(true);
    const result = await adminApi.approveDriver(id);
    setBusy(false);
    if (!result.ok) onError(result);
    else notifySuccess(`${result.data.message}: ${name}`);
    await revalidator.revalidate();
  };

  return (
    <div className="admin-item__actions">
      {waiting ? (
        <>
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => void approve()}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {t('actions.approve')}
            <span className="visually-hidden"> {name}</span>
          </button>
          <button type="button" className="button button--secondary button--small" onClick={() => setRejecting(true)}>
            {t('actions.reject')}
            <span className="visually-hidden"> {name}</span>
          </button>
        </>
      ) : null}
      {canDelete ? <DeleteDriverAction id={id} name={name} /> : null}
      <RejectDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title={t('drivers.rejectTitle', { name })}
        reasonLabel={t('drivers.reason')}
        hint={t('drivers.reasonHint')}
        confirmLabel={t('drivers.rejectConfirm')}
        schema={(schemas) => schemas.rejectDriverBody}
        toBody={(reason) => ({ id, reason })}
        send={(reason) => adminApi.rejectDriver({ id, reason })}
        onDone={async (text) => {
          setRejecting(false);
          notifySuccess(`${text}: ${name}`);
          await revalidator.revalidate();
        }}
      />
    </div>
  );
}
