import { hasStaffRole } from '@bedesten/core/auth/roles';
import { formatMoney } from '@bedesten/core/money/format-money';
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation } from 'react-router';
import { Link } from '~/components/link.tsx';
import { useLanguage, useSessionUser } from '~/lib/root-data.ts';
import type { AdminOrderDetail } from '../api.ts';
import { formatDateTime } from '../format.ts';
import { CancelOrderForm } from './cancel-order-form.tsx';
import { ordersHref } from './order-list.tsx';
import { OrderStatusChip } from './order-status-chip.tsx';

/**
 * One order as staff see it: who, where and how it is paid, its lines and
 * totals, every status change with who made it, and (while the transition
 * table allows it) the cancel form. Opening another order moves the focus to
 * its heading, so keyboard and screen reader users land on what they chose.
 */
export function OrderDetailPanel({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const { search } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const money = (minor: number) => formatMoney(minor, lang, order.currency);
  const canCancel = hasStaffRole(useSessionUser()?.staff_role, 'admin');

  useEffect(() => {
    // Not on the first render: a page opened at this address keeps the browser's focus.
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [order.id]);

  return (
    <article className="card admin-order" aria-labelledby="admin-order-title">
      <div className="admin-item__head">
        <h2 id="admin-order-title" className="admin-item__title" ref={heading} tabIndex={-1}>
          {t('orders.detailTitle', { number: order.number })}
        </h2>
        <OrderStatusChip status={order.status} label={order.status_label} />
      </div>
      <Link to={ordersHref(search, { order: null })} className="text-link admin-order__close" preventScrollReset>
        {t('orders.close')}
      </Link>

      <dl className="admin-facts admin-facts--summary">
        <div>
          <dt>{t('orders.placed')}</dt>
          <dd>{formatDateTime(order.placed_at, lang)}</dd>
        </div>
        <div>
          <dt>{t('orders.store')}</dt>
          <dd>
            <span translate="no">{order.store.title}</span>
            {order.store_contact.phone ? <span className="muted"> · {order.store_contact.phone}</span> : null}
          </dd>
        </div>
        <div>
          <dt>{t('orders.customer')}</dt>
          <dd>
            {order.contact_name}
            <span className="muted"> · {order.contact}</span>
            {order.email ? <span className="muted"> · {order.email}</span> : null}
          </dd>
        </div>
        <div>
          <dt>{t('orders.fulfilment')}</dt>
          <dd>
            {order.address
              ? `${t('orders.delivery')}: ${[order.address.address, order.address.city].filter(Boolean).join(', ')}`
              : t('orders.pickup')}
          </dd>
        </div>
        <div>
          <dt>{t('orders.payment')}</dt>
          <dd>
            {order.payment.method_label} · {t(`orders.paymentStatus.${order.payment.status}`)}
          </dd>
        </div>
      </dl>
      {order.order_notes ? (
        <p className="admin-item__text">
          <strong>{t('orders.notes')}:</strong> {order.order_notes}
        </p>
      ) : null}

      <section aria-labelledby="admin-order-items">
        <h3 id="admin-order-items" className="admin-order__subtitle">
          {t('orders.items')}
        </h3>
        <table className="admin-table">
          <caption className="visually-hidden">{t('orders.itemsOf', { number: order.number })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.item')}</th>
              <th scope="col">{t('orders.quantity')}</th>
              <th scope="col">{t('orders.unitPrice')}</th>
              <th scope="col" className="admin-table__amount">
                {t('orders.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <th scope="row">
                  {item.name}
                  {item.size_name ? <span className="muted"> · {item.size_name}</span> : null}
                </th>
                <td data-label={t('orders.quantity')}>{item.quantity}</td>
                <td data-label={t('orders.unitPrice')}>{money(item.selling_price)}</td>
                <td data-label={t('orders.lineTotal')} className="admin-table__amount">
                  {money(item.line_total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="admin-order-totals">
        <h3 id="admin-order-totals" className="admin-order__subtitle">
          {t('orders.totals')}
        </h3>
        <OrderTotals order={order} money={money} />
      </section>

      <section aria-labelledby="admin-order-timeline">
        <h3 id="admin-order-timeline" className="admin-order__subtitle">
          {t('orders.timeline')}
        </h3>
        <ol className="admin-events">
          {order.events.map((event, index) => (
            <li key={`${event.status}-${event.created_at}-${index}`} className="admin-events__event">
              <span className="admin-events__what">
                <strong>{event.label}</strong> <span className="muted">· {t(`orders.actor.${event.actor}`)}</span>
              </span>
              <span className="muted">{formatDateTime(event.created_at, lang)}</span>
              {event.note ? <span className="admin-events__note">{event.note}</span> : null}
            </li>
          ))}
        </ol>
        {order.cancel_reason && !order.events.some((event) => event.note === order.cancel_reason) ? (
          <p className="admin-reason">
            <strong>{t('orders.cancelReason')}</strong> {order.cancel_reason}
          </p>
        ) : null}
      </section>

      {/* Cancelling an order is for admins and above (ADR 0037). */}
      {canCancel ? (
        <CancelOrderForm key={order.id} order={order} />
      ) : order.can_cancel ? (
        <p className="notice" role="note">
          {t('orders.adminCancels')}
        </p>
      ) : null}
    </article>
  );
}

function OrderTotals({ order, money }: { order: AdminOrderDetail; money: (minor: number) => string }) {
  const { t } = useTranslation('admin');
  const { totals } = order;
  const rows: [string, string][] = [[t('orders.itemsTotal'), money(totals.items_total)]];
  if (totals.coupon_amount > 0) {
    rows.push([
      totals.coupon_code ? t('orders.couponCode', { code: totals.coupon_code }) : t('orders.coupon'),
      `−${money(totals.coupon_amount)}`,
    ]);
  }
  rows.push([t('orders.deliveryCharges'), money(totals.delivery_charges)]);
  if (totals.platform_amount > 0) rows.push([t('orders.platformFee'), money(totals.platform_amount)]);
  return (
    <dl className="admin-totals">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="admin-totals__total">
        <dt>{t('orders.total')}</dt>
        <dd>{money(totals.order_total)}</dd>
      </div>
      {totals.vat_total > 0 ? (
        <div className="muted">
          <dt>{t('orders.vatIncluded')}</dt>
          <dd>{money(totals.vat_total)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
