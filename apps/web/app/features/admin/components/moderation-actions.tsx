import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { Dialog } from '~/components/dialog.tsx';
import { FormAlert, SubmitButton } from '~/components/form/fields.tsx';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { adminApi, type Moderated } from '../api.ts';
import { TextAreaField } from '~/components/form/fields.tsx';

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
      <Dialog open={rejecting} onClose={() => setRejecting(false)} title={t('reject.title', { name })}>
        <RejectForm
          kind={kind}
          id={id}
          onDone={async (text) => {
            setRejecting(false);
            notifySuccess(`${text}: ${name}`);
            await revalidator.revalidate();
          }}
          onCancel={() => setRejecting(false)}
        />
      </Dialog>
    </>
  );
}

type Values = { reason: string };

function RejectForm({
  kind,
  id,
  onDone,
  onCancel,
}: {
  kind: Moderated;
  id: string;
  onDone: (message: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const resolver = useMemo(() => catalogueResolver<Values>((schemas) => schemas.rejectBody, lang), [lang]);
  const form = useForm<Values>({ resolver, defaultValues: { reason: '' } });
  const onFailure = useFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const result = await adminApi.reject(kind, id, values);
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    await onDone(result.data.data.message);
  });

  return (
    <form method="post" noValidate className="form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary} />
      <TextAreaField
        label={t('reject.reason')}
        hint={t('reject.hint')}
        maxLength={500}
        registration={form.register('reason')}
        error={errors.reason?.message}
      />
      <div className="dialog__actions">
        <SubmitButton busy={isSubmitting} className="button button--danger">
          {t('reject.confirm')}
        </SubmitButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}
