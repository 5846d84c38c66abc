import { formatMoney } from '@bedesten/core/money/format-money';
import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { OrderSummary } from '@bedesten/core/schemas/orders';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Form, useLocation } from 'react-router';
import { Link } from '~/components/link.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { formatOrderTime } from '../format.ts';
import { Pager } from '~/components/pager.tsx';
import { StatusChip } from './status-chip.tsx';
import { DateInput } from '~/components/form/date-input.tsx';

export type VendorTab = 'processing' | 'completed' | 'all';
export const VENDOR_TABS: VendorTab[] = ['processing', 'completed', 'all'];

export interface VendorFilters {
  status: VendorTab;
  from: string;
  to: string;
}

function hrefWith(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return `/vendor/orders${query ? `?${query}` : ''}`;
}

/** SPEC.md §4 vendor filter (processing, completed) as tabs, and a placed-date range. */
export function VendorOrderFilters({ filters }: { filters: VendorFilters }) {
  const { t } = useTranslation('orders');
  const { search } = useLocation();
  return (
    <div className="vendor-order-filters">
      <nav aria-label={t('vendor.tabsLabel')}>
        <ul className="order-tabs">
          {VENDOR_TABS.map((tab) => (
            <li key={tab}>
              <Link
                to={hrefWith(search, { status: tab === 'processing' ? null : tab, page: null, id: null })}
                className="order-tabs__tab"
                aria-current={filters.status === tab ? 'page' : undefined}
              >
                {t(`vendor.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="order-dates" aria-label={t('vendor.dates')}>
        {filters.status !== 'processing' ? <input type="hidden" name="status" value={filters.status} /> : null}
        <div className="field">
          <label htmlFor="orders-from">{t('vendor.from')}</label>
          <DateInput id="orders-from" name="from" defaultValue={filters.from} key={`from-${filters.from}`} />
        </div>
        <div className="field">
          <label htmlFor="orders-to">{t('vendor.to')}</label>
          <DateInput id="orders-to" name="to" defaultValue={filters.to} key={`to-${filters.to}`} />
        </div>
        <div className="order-dates__actions">
          <button type="submit" className="button button--secondary">
            {t('vendor.apply')}
          </button>
          {filters.from || filters.to ? (
            <Link to={hrefWith(search, { from: null, to: null, page: null })} className="text-link">
              {t('vendor.clear')}
            </Link>
          ) : null}
        </div>
      </Form>
    </div>
  );
}

/** The store's orders as cards; the open one is marked current. */
export function VendorOrderList({ list, openId }: { list: PagedList<OrderSummary>; openId: string | null }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const { search } = useLocation();
  if (list.data.length === 0) {
    return (
      <div className="order-empty card">
        <p className="order-empty__title">{t('list.empty')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="order-list order-list--vendor">
        {list.data.map((order) => (
          <li key={order.id} className={`order-card card${order.id === openId ? ' is-open' : ''}`}>
            <div className="order-card__head">
              <h3 className="order-card__title">
                <Link
                  to={hrefWith(search, { id: order.id })}
                  aria-label={t('vendor.open', { number: order.number })}
                  aria-current={order.id === openId ? 'true' : undefined}
                  preventScrollReset
                >
                  #{order.number}
                </Link>
              </h3>
              <StatusChip status={order.status} label={order.status_label} />
            </div>
            <p>
              <span className="muted">{t('vendor.customer')}:</span> {order.customer_name}
            </p>
            <p className="muted">
              {formatOrderTime(order.placed_at, lang)} · {t('list.items', { count: order.item_count })}
            </p>
            <p className="order-card__total">
              <strong>{formatMoney(order.order_total, lang, order.currency)}</strong>{' '}
              <span className={`order-pay order-pay--${order.payment_status}`}>
                {t(`paymentStatus.${order.payment_status}`)}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <Pager current={list.current_page} last={list.last_page} drop={['id']} />
    </>
  );
}
