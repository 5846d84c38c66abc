import { formatMoney } from '@bedesten/core/money/format-money';
import { useId } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Form, useLocation } from 'react-router';
import { Link } from '~/components/link.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import type { AdminOrder } from '../api.ts';
import { formatDateTime } from '../format.ts';
import { withParams, type OrderNumberQuery } from '../query.ts';
import { OrderStatusChip } from './order-status-chip.tsx';

/** `/admin/orders` with some parameters changed (null drops one), keeping the rest. */
export function ordersHref(search: string, changes: Record<string, string | null>): string {
  return withParams('/admin/orders', search, changes);
}

/**
 * Find one order by its number: a GET form, so it works before the page is
 * interactive and the result has its own address (`?number=1042`).
 */
export function OrderSearch({ query }: { query: OrderNumberQuery }) {
  const { t } = useTranslation('admin');
  const { search } = useLocation();
  const ids = useId();
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  return (
    <Form method="get" action="/admin/orders" className="admin-search" role="search" aria-label={t('orders.search')}>
      <div className="field admin-search__field">
        <label htmlFor={`${ids}-input`}>{t('orders.number')}</label>
        <input
          id={`${ids}-input`}
          type="search"
          name="number"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={query.text}
          aria-invalid={query.invalid || undefined}
          aria-describedby={query.invalid ? `${hintId} ${errorId}` : hintId}
        />
        <p id={hintId} className="field__hint">
          {t('orders.numberHint')}
        </p>
        {query.invalid ? (
          <p id={errorId} className="field__error">
            {t('orders.numberInvalid')}
          </p>
        ) : null}
      </div>
      <div className="admin-search__actions">
        <button type="submit" className="button button--primary">
          {t('orders.find')}
        </button>
        {query.text ? (
          <Link to={ordersHref(search, { number: null, page: null, order: null })} className="text-link">
            {t('orders.showAll')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * Orders of every store, newest first: a table on wide screens, one stacked
 * card per order on phones (admin-table). The number opens the order's
 * details beside (or above) the list.
 */
export function OrderTable({ orders, openId }: { orders: AdminOrder[]; openId: string | null }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const { search } = useLocation();
  return (
    <table className="admin-table admin-orders__table">
      <caption className="visually-hidden">{t('orders.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('orders.order')}</th>
          <th scope="col">{t('orders.placed')}</th>
          <th scope="col">{t('orders.store')}</th>
          <th scope="col">{t('orders.customer')}</th>
          <th scope="col">{t('orders.status')}</th>
          <th scope="col" className="admin-table__amount">
            {t('orders.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const open = order.id === openId;
          return (
            <tr key={order.id} className={open ? 'is-open' : undefined}>
              <th scope="row">
                <Link
                  to={ordersHref(search, { order: order.id })}
                  aria-label={t('orders.open', { number: order.number })}
                  aria-current={open ? 'true' : undefined}
                  preventScrollReset
                >
                  #{order.number}
                </Link>
              </th>
              <td data-label={t('orders.placed')}>{formatDateTime(order.placed_at, lang)}</td>
              <td data-label={t('orders.store')} translate="no">
                {order.store.title}
              </td>
              <td data-label={t('orders.customer')}>{order.customer_name}</td>
              <td data-label={t('orders.status')}>
                <OrderStatusChip status={order.status} label={order.status_label} />
              </td>
              <td data-label={t('orders.total')} className="admin-table__amount">
                {formatMoney(order.order_total, lang, order.currency)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
