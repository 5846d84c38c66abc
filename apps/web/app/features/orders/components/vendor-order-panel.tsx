import { formatMoney } from '@bedesten/core/money/format-money';
import type { OrderDetail } from '@bedesten/core/schemas/orders';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation } from 'react-router';
import { Link } from '~/components/link.tsx';
import { ConfirmDialog } from '~/components/dialog.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { ordersApi } from '../api.ts';
import { formatOrderTime } from '../format.ts';
import { useLiveOrder } from '../use-live-order.ts';
import { useVendorOrderActions } from '../use-vendor-order-actions.ts';
import { OrderPayment, OrderTotals } from './order-money-sections.tsx';
import { OrderAddress, OrderItems } from './order-sections.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { StatusChip } from './status-chip.tsx';
import { VendorCancelDialog } from './vendor-cancel-dialog.tsx';
import { VendorOrderActions } from './vendor-order-actions.tsx';

/**
 * One received order: its timeline and contents, a status menu offering
 * only the moves the transition table allows now (`next_statuses`), cancel
 * and "mark as paid" behind confirmations.
 */
export function VendorOrderPanel({ order: loaded }: { order: OrderDetail }) {
  // Live: a customer's cancel (or another tab's move) shows at once, and only the moves left are offered.
  const order = useLiveOrder(loaded, 'vendor');
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const { search } = useLocation();
  const { forward, chosen, setNext, busy, confirm, setConfirm, run } = useVendorOrderActions(order);

  const closeParams = new URLSearchParams(search);
  closeParams.delete('id');
  const closeHref = `/vendor/orders${closeParams.toString() ? `?${closeParams}` : ''}`;

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

      <VendorOrderActions
        order={order}
        forward={forward}
        chosen={chosen}
        busy={busy}
        onChoose={setNext}
        onMove={(status) => void run(() => ordersApi.vendorMove(order.id, status))}
        onConfirm={setConfirm}
      />

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

      <VendorCancelDialog
        open={confirm === 'cancel'}
        number={order.number}
        busy={busy}
        onClose={() => setConfirm(null)}
        onConfirm={(reason) => void run(() => ordersApi.vendorMove(order.id, 'cancelled', reason))}
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
