import { formatMoney } from '@bedesten/core/money/format-money';
import type { OrderDetail, OrderStatus } from '@bedesten/core/schemas/orders';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRevalidator } from 'react-router';
import { ConfirmDialog } from '~/components/dialog.tsx';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { invoiceUrl, ordersApi } from '../api.ts';
import { formatOrderTime } from '../format.ts';
import { OrderAddress, OrderItems, OrderPayment, OrderTotals } from './order-sections.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { StatusChip } from './status-chip.tsx';

/**
 * One received order: its timeline and contents, a status menu offering
 * only the moves the transition table allows now (`next_statuses`), cancel
 * and "mark as paid" behind confirmations.
 */
export function VendorOrderPanel({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const revalidator = useRevalidator();
  const onError = useApiErrorHandler();
  const { search } = useLocation();
  const selectId = useId();
  const forward: OrderStatus[] = order.next_statuses.filter((status) => status !== 'cancelled');
  const [next, setNext] = useState<OrderStatus | ''>('');
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<'cancel' | 'paid' | null>(null);
  const chosen = next && forward.includes(next) ? next : (forward[0] ?? '');

  async function run(action: () => ReturnType<typeof ordersApi.vendorMarkPaid>) {
    setBusy(true);
    const result = await action();
    setBusy(false);
    setConfirm(null);
    if (result.ok) notifySuccess(result.data.message ?? t('vendor.update'));
    else onError(result);
    setNext('');
    await revalidator.revalidate();
  }

  const closeParams = new URLSearchParams(search);
  closeParams.delete('id');
  const closeHref = `/vendor/orders${closeParams.toString() ? `?${closeParams}` : ''}`;
  const nothingToDo = forward.length === 0 && !order.can_cancel && !order.payment.can_mark_paid;

  return (
    <article className="vendor-order-panel" aria-labelledby="vendor-order-title">
      <div className="vendor-order-panel__head">
        <h2 id="vendor-order-title">{t('vendor.panelTitle', { number: order.number })}</h2>
        <StatusChip status={order.status} label={order.status_label} />
        <Link to={closeHref} className="button button--ghost button--small" preventScrollReset>
          {t('vendor.close')}
        </Link>
      </div>
      <p className="muted">
        {t('vendor.placedBy', { name: order.customer_name, date: formatOrderTime(order.placed_at, lang) })}
      </p>

      <section className="card order-section" aria-labelledby="vendor-order-actions">
        <h3 id="vendor-order-actions" className="visually-hidden">
          {t('vendor.actions')}
        </h3>
        {forward.length > 0 ? (
          <form
            className="vendor-status-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (chosen) void run(() => ordersApi.vendorMove(order.id, chosen));
            }}
          >
            <div className="field">
              <label htmlFor={selectId}>{t('vendor.status')}</label>
              <select
                id={selectId}
                value={chosen}
                onChange={(event) => setNext(event.target.value as OrderStatus)}
                aria-describedby={`${selectId}-hint`}
              >
                {forward.map((status) => (
                  <option key={status} value={status}>
                    {t(`status.${status}`)}
                  </option>
                ))}
              </select>
              <p id={`${selectId}-hint`} className="field__hint">
                {t('vendor.statusHint')}
              </p>
            </div>
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
              {t('vendor.update')}
            </button>
          </form>
        ) : null}
        <div className="vendor-order-panel__buttons">
          {order.payment.can_mark_paid ? (
            <button type="button" className="button button--secondary" onClick={() => setConfirm('paid')}>
              {t('vendor.markPaid')}
            </button>
          ) : null}
          {order.can_cancel ? (
            <button type="button" className="button button--danger" onClick={() => setConfirm('cancel')}>
              {t('cancel.button')}
            </button>
          ) : null}
          <a className="button button--ghost" href={invoiceUrl(order.id, lang)} download>
            {t('vendor.invoice')}
          </a>
        </div>
        {nothingToDo ? <p className="muted">{t('vendor.nothingToDo')}</p> : null}
      </section>

      <section className="card order-section" aria-labelledby="vendor-order-timeline">
        <h3 id="vendor-order-timeline">{t('detail.timeline')}</h3>
        <OrderTimeline steps={order.timeline} headingId="vendor-order-timeline" />
        {order.cancel_reason ? (
          <p className="muted">{t('detail.cancelledBecause', { reason: order.cancel_reason })}</p>
        ) : null}
      </section>
      <OrderItems order={order} />
      <OrderAddress order={order} />
      <OrderTotals order={order} />
      <OrderPayment order={order} />

      <ConfirmDialog
        open={confirm === 'cancel'}
        title={t('vendor.cancelTitle', { number: order.number })}
        text={t('vendor.cancelText')}
        confirmLabel={t('vendor.cancelConfirm')}
        busy={busy}
        onClose={() => setConfirm(null)}
        onConfirm={() => void run(() => ordersApi.vendorMove(order.id, 'cancelled'))}
      />
      <ConfirmDialog
        open={confirm === 'paid'}
        title={t('vendor.markPaidTitle', { number: order.number })}
        text={t('vendor.markPaidText', {
          amount: formatMoney(order.order_total, lang, order.currency),
          method: order.payment.method_label,
        })}
        confirmLabel={t('vendor.markPaidConfirm')}
        busy={busy}
        onClose={() => setConfirm(null)}
        onConfirm={() => void run(() => ordersApi.vendorMarkPaid(order.id))}
      />
    </article>
  );
}
