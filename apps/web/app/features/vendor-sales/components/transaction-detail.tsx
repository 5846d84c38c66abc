import type { SalesOrder, TransactionDetail } from '@bedesten/core/schemas/vendor-sales';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@bedesten/core/money/format-money';
import { useLanguage } from '~/lib/root-data.ts';
import { formatDayTime } from '../format.ts';
import { OrderStatusTag, TransactionStatusTag } from './sales-tags.tsx';

/**
 * The detail panel of one transaction: the payment (SPEC.md §3 Transaction
 * fields, every card attempt) and the order behind it. Its heading takes the
 * focus when it opens, so keyboard and screen-reader users land on it.
 */
export function TransactionDetailPanel({
  transaction,
  order,
  closeHref,
}: {
  transaction: TransactionDetail;
  order: SalesOrder;
  closeHref: string;
}) {
  const { t } = useTranslation('vendor-sales');
  const lang = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [transaction.id]);
  const money = (minor: number) => formatMoney(minor, lang, order.currency);
  return (
    <section className="card vs-detail" aria-labelledby="vs-detail-title" data-detail={transaction.order_id}>
      <div className="vs-detail__head">
        <h2 id="vs-detail-title" ref={heading} tabIndex={-1}>
          {t('detail.title', { number: transaction.order_number })}
        </h2>
        <Link to={closeHref} className="button button--ghost button--small" preventScrollReset>
          {t('detail.close')}
        </Link>
      </div>
      <dl className="vs-facts">
        <div>
          <dt>{t('transactions.statusLabel')}</dt>
          <dd>
            <TransactionStatusTag status={transaction.status} />
            {/* Why an unpaid one is unpaid: the card payment is pending, failed or was refunded. */}
            {transaction.payment_status !== transaction.status ? (
              <span className="muted"> {t(`paymentStatus.${transaction.payment_status}`)}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('transactions.amount')}</dt>
          <dd className="vs-strong">{money(transaction.amount)}</dd>
        </div>
        <div>
          <dt>{t('detail.paymentId')}</dt>
          <dd className="vs-code">{transaction.payment_id ?? t('detail.noPaymentRow')}</dd>
        </div>
        <div>
          <dt>{t('detail.orderId')}</dt>
          <dd className="vs-code">{transaction.order_id}</dd>
        </div>
        <div>
          <dt>{t('transactions.sender')}</dt>
          <dd>{transaction.sender}</dd>
        </div>
        <div>
          <dt>{t('transactions.email')}</dt>
          <dd>{transaction.email ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('transactions.contact')}</dt>
          <dd>{transaction.contact}</dd>
        </div>
        <div>
          <dt>{t('transactions.date')}</dt>
          <dd>{formatDayTime(transaction.date, lang)}</dd>
        </div>
        <div>
          <dt>{t('detail.paidAt')}</dt>
          <dd>{formatDayTime(transaction.paid_at, lang)}</dd>
        </div>
        <div>
          <dt>{t('transactions.method')}</dt>
          <dd>{t(`method.${transaction.payment_method}`)}</dd>
        </div>
        <div>
          <dt>{t('detail.orderStatus')}</dt>
          <dd>
            <OrderStatusTag status={order.status} />
          </dd>
        </div>
        <div>
          <dt>{t('detail.fulfilment')}</dt>
          <dd>{t(`fulfilment.${order.fulfilment}`)}</dd>
        </div>
      </dl>

      <h3 className="vs-detail__sub">{t('detail.attempts')}</h3>
      {transaction.payments.length === 0 ? (
        <p className="muted">{t('detail.noAttempts')}</p>
      ) : (
        <ul className="vs-attempts">
          {transaction.payments.map((p) => (
            <li key={p.id}>
              <span className="vs-code">{p.id}</span> · {t(`attempt.${p.status}`)} · {money(p.amount)} ·{' '}
              {formatDayTime(p.captured_at ?? p.created_at, lang)}
            </li>
          ))}
        </ul>
      )}

      <h3 className="vs-detail__sub">{t('detail.items')}</h3>
      <table className="vs-table vs-table--compact">
        <caption className="visually-hidden">{t('detail.itemsCaption', { number: order.number })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('detail.product')}</th>
            <th scope="col" className="vs-num">
              {t('detail.quantity')}
            </th>
            <th scope="col" className="vs-num">
              {t('detail.price')}
            </th>
            <th scope="col" className="vs-num">
              {t('detail.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <th scope="row" className="vs-table__head-cell">
                {item.product_name}
                {item.size_name ? <span className="muted"> · {item.size_name}</span> : null}
              </th>
              <td data-label={t('detail.quantity')} className="vs-num">
                {item.quantity}
              </td>
              <td data-label={t('detail.price')} className="vs-num">
                {money(item.selling_price)}
              </td>
              <td data-label={t('detail.lineTotal')} className="vs-num">
                {money(item.line_total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="vs-totals">
        <div>
          <dt>{t('detail.itemsTotal')}</dt>
          <dd>{money(order.items_total)}</dd>
        </div>
        {order.coupon_amount > 0 ? (
          <div>
            <dt>
              {t('detail.coupon')}
              {order.coupon_code ? ` (${order.coupon_code})` : ''}
            </dt>
            <dd>−{money(order.coupon_amount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('detail.delivery')}</dt>
          <dd>{money(order.delivery_charges)}</dd>
        </div>
        {order.platform_amount > 0 ? (
          <div>
            <dt>{t('detail.platform')}</dt>
            <dd>{money(order.platform_amount)}</dd>
          </div>
        ) : null}
        <div className="vs-totals__grand">
          <dt>{t('detail.orderTotal')}</dt>
          <dd>{money(order.order_total)}</dd>
        </div>
      </dl>
      {order.address ? (
        <>
          <h3 className="vs-detail__sub">{t('detail.address')}</h3>
          <p>
            {order.address.name}, {order.address.address}, {order.address.city}
          </p>
        </>
      ) : null}
      {order.order_notes ? (
        <>
          <h3 className="vs-detail__sub">{t('detail.notes')}</h3>
          <p>{order.order_notes}</p>
        </>
      ) : null}
      <p>
        <Link to="/vendor/orders" className="text-link">
          {t('detail.openOrders')}
        </Link>
      </p>
    </section>
  );
}
