import { STAFF_ROLES, type StaffRole } from '@bedesten/core/auth/roles';
import { useId, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import { notifySuccess } from '~/lib/notify.ts';
import type { ApiResult } from '~/lib/api-client.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { usersApi } from '../users-api.ts';
import { RejectDialog } from './reject-dialog.tsx';

/**
 * A staff action that needs a reason for the audit log (delete or restore an
 * account, delete a store or a driver profile): a button, then a confirm
 * dialog with the reason box, checked by the API's own schema. The page
 * reloads afterwards.
 */
export function ReasonAction({
  label,
  hiddenName,
  title,
  reasonLabel,
  hint,
  tone = 'danger',
  send,
  confirmLabel = label,
  doneText = (text) => text,
}: {
  label: string;
  /** Who or what the button acts on, read out after its label. */
  hiddenName: string;
  title: string;
  reasonLabel: string;
  hint: string;
  tone?: 'danger' | 'primary';
  send: (reason: string) => Promise<ApiResult<{ message: string }>>;
  /** The dialog's confirm button, when it differs from the opening button. */
  confirmLabel?: string;
  /** The toast after success, from the API's confirmation text. */
  doneText?: (text: string) => string;
}) {
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={
          tone === 'danger'
            ? 'button button--ghost button--small admin-danger'
            : 'button button--secondary button--small'
        }
        onClick={() => setOpen(true)}
      >
        {label}
        <span className="visually-hidden"> {hiddenName}</span>
      </button>
      <RejectDialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        reasonLabel={reasonLabel}
        hint={hint}
        confirmLabel={confirmLabel}
        schema={(schemas) => schemas.staffReasonBody}
        toBody={(reason) => ({ reason })}
        send={send}
        onDone={async (text) => {
          setOpen(false);
          notifySuccess(doneText(text));
          await revalidator.revalidate();
        }}
      />
    </>
  );
}

/** The API's `{ data: { message } }` answer of a DELETE as the `{ message }` the dialog shows. */
async function flatten(
  pending: Promise<ApiResult<{ data: { id: string; message: string } }>>,
): Promise<ApiResult<{ message: string }>> {
  const result = await pending;
  return result.ok ? { ...result, data: { message: result.data.data.message } } : result;
}

export function DeleteUserAction({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('people');
  return (
    <ReasonAction
      label={t('actions.delete')}
      hiddenName={name}
      title={t('actions.deleteTitle', { name })}
      reasonLabel={t('actions.reason')}
      hint={t('actions.deleteHint')}
      send={(reason) => usersApi.deleteUser(id, reason)}
    />
  );
}

export function RestoreUserAction({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('people');
  return (
    <ReasonAction
      label={t('actions.restore')}
      hiddenName={name}
      title={t('actions.restoreTitle', { name })}
      reasonLabel={t('actions.reason')}
      hint={t('actions.restoreHint')}
      tone="primary"
      send={(reason) => usersApi.restoreUser(id, reason)}
    />
  );
}

/** SPEC.md §4: the store and its products leave the site; its owner is told to set up again. */
export function DeleteStoreAction({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('admin');
  return (
    <ReasonAction
      label={t('actions.deleteStore')}
      hiddenName={title}
      title={t('deleteStore.title', { name: title })}
      reasonLabel={t('people:actions.reason')}
      hint={t('deleteStore.text')}
      confirmLabel={t('deleteStore.confirm')}
      send={(reason) => flatten(usersApi.deleteStore(id, reason))}
    />
  );
}

/** The driver gets no more rides; the account is told to create a new driver setup. */
export function DeleteDriverAction({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('admin');
  return (
    <ReasonAction
      label={t('drivers.delete')}
      hiddenName={name}
      title={t('drivers.deleteTitle', { name })}
      reasonLabel={t('people:actions.reason')}
      hint={t('drivers.deleteText')}
      confirmLabel={t('drivers.deleteConfirm')}
      send={(reason) => flatten(usersApi.deleteDriver(id, reason))}
      doneText={(text) => `${text}: ${name}`}
    />
  );
}

/** A super admin grants, changes or revokes the account's staff role. */
export function StaffRoleForm({ id, role }: { id: string; role: StaffRole | null }) {
  const { t } = useTranslation('people');
  const revalidator = useRevalidator();
  const onError = useApiErrorHandler();
  const fieldId = useId();
  const [value, setValue] = useState<string>(role ?? '');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const result = await usersApi.setStaffRole(id, value ? (value as StaffRole) : null);
    setBusy(false);
    if (!result.ok) {
      onError(result);
      return;
    }
    notifySuccess(result.data.message);
    await revalidator.revalidate();
  };
  return (
    <form
      className="people-role"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="field">
        <label htmlFor={fieldId}>{t('actions.role')}</label>
        <select
          id={fieldId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={`${fieldId}-hint`}
        >
          <option value="">{t('actions.noRole')}</option>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`role.${r}`)}
            </option>
          ))}
        </select>
        <p id={`${fieldId}-hint`} className="field__hint">
          {t('actions.roleHint')}
        </p>
      </div>
      <button
        type="submit"
        className="button button--secondary"
        disabled={busy || value === (role ?? '')}
        aria-busy={busy || undefined}
      >
        {t('actions.saveRole')}
      </button>
    </form>
  );
}
