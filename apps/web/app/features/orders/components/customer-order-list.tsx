import { formatMoney } from '@bedesten/core/money/format-money';
import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { OrderSummary } from '@bedesten/core/schemas/orders';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { formatOrderDate } from '../format.ts';
import { Pager } from '~/components/pager.tsx';
import { StatusChip } from './status-chip.tsx';

/** The customer's orders as cards: number, store, date, items, total and status. */
export function CustomerOrderList({ list }: { list: PagedList<OrderSummary> }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  if (list.data.length === 0) {
    return (
      <div className="order-empty card">
        <p className="order-empty__title">{t('list.empty')}</p>
        <p className="muted">{t('list.emptyHint')}</p>
        <p>
          <Link to="/stores" className="button button--primary">
            {t('list.shop')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <ul className="order-list">
        {list.data.map((order) => (
          <li key={order.id} className="order-card card">
            <div className="order-card__head">
              <h2 className="order-card__title">
                <Link to={`/order?id=${order.id}`} aria-label={t('list.view', { number: order.number })}>
                  {t('list.order', { number: order.number })}
                </Link>
              </h2>
              <StatusChip status={order.status} label={order.status_label} />
            </div>
            <p className="order-card__store">{order.store.title}</p>
            <p className="muted">
              {t('list.placedOn', { date: formatOrderDate(order.placed_at, lang) })} ·{' '}
              {t('list.items', { count: order.item_count })}
            </p>
            <p className="order-card__total">
              <span className="muted">{t('list.total')}</span>{' '}
              <strong>{formatMoney(order.order_total, lang, order.currency)}</strong>
            </p>
            {order.status === 'delivered' ? (
              <p>
                <Link to={`/order?id=${order.id}#rate`} className="text-link">
                  {t('reviews:rate.link')}
                  <span className="visually-hidden"> {t('list.order', { number: order.number })}</span>
                </Link>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <Pager current={list.current_page} last={list.last_page} drop={['id']} />
    </>
  );
}
