import type { DriverRide } from '@bedesten/core/schemas/cabs';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { ConfirmDialog, Dialog } from '~/components/dialog.tsx';
import { FormAlert } from '~/components/form/fields.tsx';
import { badRequestMessage } from '~/lib/api-client.ts';
import { notifyError, notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { driverApi } from '../api.ts';
import { rideActions, type DriverRideAction } from '../ride-list.ts';

/** Confirm, complete and cancel, each behind a confirm prompt (SPEC.md §4); cancelling asks for a reason. */
export function RideActions({
  ride,
  taken,
  onChanged,
  onTaken,
}: {
  ride: DriverRide;
  taken: ReadonlySet<string>;
  onChanged: (ride: DriverRide) => void;
  onTaken: (id: string) => void;
}) {
  const { t } = useTranslation('driver');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const onApiError = useApiErrorHandler();
  const reasonId = useId();
  const [open, setOpen] = useState<DriverRideAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const actions = rideActions(ride, taken);
  if (!actions.length) return null;

  async function run(status: 'confirmed' | 'completed' | 'cancelled') {
    setBusy(true);
    setError(null);
    const result = await driverApi.move({ id: ride.id, status, ...(status === 'cancelled' ? { reason } : {}) });
    setBusy(false);
    if (result.ok) {
      setOpen(null);
      notifySuccess(result.data.message);
      onChanged(result.data.data);
      return;
    }
    if (result.status === 409 && result.error?.code === 'ride_taken') {
      // Another driver was quicker: say so, and show the ride as it is now.
      setOpen(null);
      notifyError(t('ride.takenByOther'));
      onTaken(ride.id);
      return;
    }
    if (result.status === 400) {
      setError(badRequestMessage(result.error, lang));
      return;
    }
    setOpen(null);
    onApiError(result);
  }

  function submitCancel(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('cancel.reasonRequired'));
      return;
    }
    void run('cancelled');
  }

  const label = { number: ride.number };
  return (
    <>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={`button button--small ${action === 'cancel' ? 'button--secondary' : 'button--primary'}`}
          disabled={!hydrated}
          onClick={() => {
            setError(null);
            setOpen(action);
          }}
        >
          {t(`actions.${action}`)}
        </button>
      ))}
      <ConfirmDialog
        open={open === 'confirm'}
        title={t('confirm.title', label)}
        text={t('confirm.text', { from: ride.from.name, to: ride.to.name })}
        confirmLabel={t('confirm.yes')}
        busy={busy}
        onClose={() => setOpen(null)}
        onConfirm={() => void run('confirmed')}
      />
      <ConfirmDialog
        open={open === 'complete'}
        title={t('complete.title', label)}
        text={t('complete.text')}
        confirmLabel={t('complete.yes')}
        busy={busy}
        onClose={() => setOpen(null)}
        onConfirm={() => void run('completed')}
      />
      <Dialog open={open === 'cancel'} onClose={() => setOpen(null)} title={t('cancel.title', label)} tone="danger">
        <form onSubmit={submitCancel} className="stack" noValidate>
          <p>{t('cancel.text')}</p>
          <div className="field">
            <label htmlFor={reasonId}>{t('cancel.reason')}</label>
            <textarea
              id={reasonId}
              rows={3}
              maxLength={500}
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <FormAlert message={error} />
          <div className="dialog__actions">
            <button type="submit" className="button button--danger" disabled={busy} aria-busy={busy}>
              {t('cancel.yes')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setOpen(null)}>
              {t('cancel.keep')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
