import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import type { ZodType } from 'zod';
import { Dialog } from '~/components/dialog.tsx';
import { FormAlert, SubmitButton, TextAreaField } from '~/components/form/fields.tsx';
import type { ApiResult } from '~/lib/api-client.ts';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import type { FormSchemas } from '~/lib/form/load-schemas.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { useLanguage } from '~/lib/root-data.ts';

export interface RejectDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading, naming what is rejected. */
  title: string;
  /** The reason box's label, saying who is told. */
  reasonLabel: string;
  hint: string;
  confirmLabel: string;
  /** The API's own reject body, so an empty or too long reason reads as the API would say it. */
  schema: (schemas: FormSchemas) => ZodType;
  /** The body the schema checks, built from the typed reason (the item's id and the reason). */
  toBody: (reason: string) => unknown;
  /** Sends the rejection; answers the API's confirmation text. */
  send: (reason: string) => Promise<ApiResult<{ message: string }>>;
  /** After a rejection went through, with the API's confirmation text. */
  onDone: (message: string) => Promise<void>;
}

/**
 * "Reject with a reason" for anything staff decide on (broadcast requests,
 * drivers): a required reason the owner is told, checked by the API's own
 * schema in the page language, with the API's field errors under the box.
 */
export function RejectDialog({ open, onClose, title, ...form }: RejectDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {open ? <RejectForm {...form} onCancel={onClose} /> : null}
    </Dialog>
  );
}

type Values = { reason: string };

function RejectForm({
  reasonLabel,
  hint,
  confirmLabel,
  schema,
  toBody,
  send,
  onDone,
  onCancel,
}: Omit<RejectDialogProps, 'open' | 'onClose' | 'title'> & { onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  // The dialog mounts the form afresh each time it opens: the first props are the ones that count.
  const resolver = useMemo(() => catalogueResolver<Values>(schema, lang, { toBody: (v) => toBody(v.reason) }), [lang]);
  const form = useForm<Values>({ resolver, defaultValues: { reason: '' } });
  const onFailure = useFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const result = await send(values.reason);
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
        label={reasonLabel}
        hint={hint}
        maxLength={500}
        required
        registration={form.register('reason')}
        error={errors.reason?.message}
      />
      <div className="dialog__actions">
        <SubmitButton busy={isSubmitting} className="button button--danger">
          {confirmLabel}
        </SubmitButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}
