import { useTranslation } from '~/lib/i18n-react.tsx';
import { adminApi, type AdminDriver } from '../api.ts';
import { ApproveRejectActions } from './approve-reject-actions.tsx';
import { DeleteDriverAction } from './user-actions.tsx';

/**
 * Approve / reject a waiting driver (the reason is what they are told), and
 * for admins, delete any driver profile: the account goes back to a plain
 * user and is told to set up again (SPEC.md §4). The list reloads after each.
 */
export function DriverActions({ driver, canDelete }: { driver: AdminDriver; canDelete: boolean }) {
  const { t } = useTranslation('admin');
  const { id, name } = driver;
  const waiting = driver.status === 'pending';
  if (!waiting && !canDelete) return null;
  return (
    <div className="admin-item__actions">
      <ApproveRejectActions
        name={name}
        canApprove={waiting}
        canReject={waiting}
        approve={() => adminApi.approveDriver(id)}
        reject={{
          title: t('drivers.rejectTitle', { name }),
          reasonLabel: t('drivers.reason'),
          hint: t('drivers.reasonHint'),
          confirmLabel: t('drivers.rejectConfirm'),
          schema: (schemas) => schemas.rejectDriverBody,
          toBody: (reason) => ({ id, reason }),
          send: (reason) => adminApi.rejectDriver({ id, reason }),
        }}
      />
      {canDelete ? <DeleteDriverAction id={id} name={name} /> : null}
    </div>
  );
}
