import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import { Dialog } from '~/components/dialog.tsx';
import { FormAlert, SubmitButton, TextAreaField } from '~/components/form/fields.tsx';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { adminApi, type AdminOrderDetail } from '../api.ts';

type Values = { reason: string };

/**
 * Staff cancel an order (a dispute, a store that cannot deliver): the reason
 * is required (the customer and the store read it on the timeline), then a
 * confirmation, then `admin/order-cancel`. A 409 (the order moved on
 * meanwhile) stays shown in the API's words after the order is reloaded,
 * even though the form itself is gone by then.
 */
export function CancelOrderForm({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const revalidator = useRevalidator();
  const resolver = useMemo(
    () =>
      catalogueResolver<Values>((schemas) => schemas.staffCancelBody, lang, {
        toBody: (values) => ({ order_id: order.id, reason: values.reason }),
      }),
    [lang, order.id],
  );
  const form = useForm<Values>({ resolver, defaultValues: { reason: '' } });
  const onFailure = useFormFailure(form);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const { errors } = form.formState;

  const ask = form.handleSubmit(() => {
    setSummary(null);
    setConfirming(true);
  });

  const cancel = async () => {
    setBusy(true);
    const result = await adminApi.cancelOrder({ order_id: order.id, reason: form.getValues('reason') });
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      setSummary(onFailure(result));
      // 409: someone moved it on meanwhile; show the order as it is now.
      if (result.status === 409) await revalidator.revalidate();
      return;
    }
    form.reset();
    notifySuccess(result.data.message);
    await revalidator.revalidate();
  };

  if (!order.can_cancel) {
    return summary ? <FormAlert message={summary} /> : null;
  }

  return (
    <section className="admin-order__cancel" aria-labelledby="admin-order-cancel">
      <h3 id="admin-order-cancel" className="admin-order__subtitle">
        {t('orders.cancelTitle')}
      </h3>
      <form method="post" noValidate className="form" onSubmit={(event) => void ask(event)}>
        <FormAlert message={summary} />
        <TextAreaField
          label={t('orders.reason')}
          hint={t('orders.reasonHint')}
          maxLength={500}
          rows={3}
          required
          registration={form.register('reason')}
          error={errors.reason?.message}
        />
        <div>
          <SubmitButton busy={busy} className="button button--danger">
            {t('orders.cancelButton')}
          </SubmitButton>
        </div>
      </form>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('orders.confirmTitle', { number: order.number })}
        tone="danger"
      >
        <p>{t('orders.confirmText', { store: order.store.title })}</p>
        <p className="admin-reason">
          <strong>{t('orders.reason')}:</strong> {form.getValues('reason')}
        </p>
        <div className="dialog__actions">
          <button
            type="button"
            className="button button--danger"
            onClick={() => void cancel()}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {t('orders.confirm')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
            {t('orders.keep')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
