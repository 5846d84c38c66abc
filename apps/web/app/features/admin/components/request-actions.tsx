import { nextRequestStatus, type BroadcastRequestStatus } from '@bedesten/core/requests/request-status';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { Dialog } from '~/components/dialog.tsx';
import { FormAlert, SubmitButton, TextAreaField } from '~/components/form/fields.tsx';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { adminApi } from '../api.ts';

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
      <Dialog open={rejecting} onClose={() => setRejecting(false)} title={t('requests.rejectTitle', { title })}>
        {rejecting ? (
          <RejectRequestForm
            id={id}
            onDone={async (text) => {
              setRejecting(false);
              notifySuccess(`${text}: ${title}`);
              await revalidator.revalidate();
            }}
            onCancel={() => setRejecting(false)}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

type Values = { reason: string };

function RejectRequestForm({
  id,
  onDone,
  onCancel,
}: {
  id: string;
  onDone: (message: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  // The API's own body (id and reason), so an empty or too long reason reads as the API would say it.
  const resolver = useMemo(
    () =>
      catalogueResolver<Values>((schemas) => schemas.rejectBroadcastRequestBody, lang, {
        toBody: (values) => ({ id, reason: values.reason }),
      }),
    [id, lang],
  );
  const form = useForm<Values>({ resolver, defaultValues: { reason: '' } });
  const onFailure = useFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const result = await adminApi.rejectRequest({ id, reason: values.reason });
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    await onDone(result.data.message);
  });

  return (
    <form method="post" noValidate className="form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary} />
      <TextAreaField
        label={t('requests.reason')}
        hint={t('requests.reasonHint')}
        maxLength={500}
        required
        registration={form.register('reason')}
        error={errors.reason?.message}
      />
      <div className="dialog__actions">
        <SubmitButton busy={isSubmitting} className="button button--danger">
          {t('requests.rejectConfirm')}
        </SubmitButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}
