import type { OrderDetail, OrderStatus } from '@bedesten/core/schemas/orders';
import { useId } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { invoiceUrl } from '../api.ts';
import type { VendorConfirm } from '../use-vendor-order-actions.ts';

/**
 * The panel's actions card: the status menu with only the allowed moves,
 * "mark as paid" and cancel (each opens the panel's confirmation), and the
 * invoice download; or a line saying there is nothing to do.
 */
export function VendorOrderActions({
  order,
  forward,
  chosen,
  busy,
  onChoose,
  onMove,
  onConfirm,
}: {
  order: OrderDetail;
  forward: readonly OrderStatus[];
  chosen: OrderStatus | '';
  busy: boolean;
  onChoose: (status: OrderStatus) => void;
  onMove: (status: OrderStatus) => void;
  onConfirm: (kind: Exclude<VendorConfirm, null>) => void;
}) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const selectId = useId();
  const nothingToDo = forward.length === 0 && !order.can_cancel && !order.payment.can_mark_paid;
  return (
    <section className="card order-section" aria-labelledby="vendor-order-actions">
      <h3 id="vendor-order-actions" className="visually-hidden">
        {t('vendor.actions')}
      </h3>
      {forward.length > 0 ? (
        <form
          className="vendor-status-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) onMove(chosen);
          }}
        >
          <div className="field">
            <label htmlFor={selectId}>{t('vendor.status')}</label>
            <select
              id={selectId}
              value={chosen}
              onChange={(event) => onChoose(event.target.value as OrderStatus)}
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
          <button type="button" className="button button--secondary" onClick={() => onConfirm('paid')}>
            {t('vendor.markPaid')}
          </button>
        ) : null}
        {order.can_cancel ? (
          <button type="button" className="button button--danger" onClick={() => onConfirm('cancel')}>
            {t('cancel.button')}
          </button>
        ) : null}
        <a className="button button--ghost" href={invoiceUrl(order.id, lang)} download>
          {t('vendor.invoice')}
        </a>
      </div>
      {nothingToDo ? <p className="muted">{t('vendor.nothingToDo')}</p> : null}
    </section>
  );
}
