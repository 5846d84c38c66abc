import { formatMoney } from '@bedesten/core/money/format-money';
import type { VendorDashboard } from '@bedesten/core/schemas/vendor-sales';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { formatDay, orderLabel } from '../format.ts';
import { OrderStatusTag } from './sales-tags.tsx';

/** The five newest orders, each leading to the received orders page; a table on desktop, cards on a phone. */
export function LatestOrders({ dashboard }: { dashboard: VendorDashboard }) {
  const { t } = useTranslation('vendor-sales');
  const lang = useLanguage();
  return (
    <section aria-labelledby="vs-latest-title" className="vs-latest">
      <h2 id="vs-latest-title" className="vs-section-title">
        {t('dashboard.latestTitle')}
      </h2>
      {dashboard.latest_orders.length === 0 ? (
        <div className="notice">
          <p className="notice__title">{t('messages:no_records_found')}</p>
        </div>
      ) : (
        <table className="vs-table">
          <caption className="visually-hidden">{t('dashboard.latestCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('transactions.order')}</th>
              <th scope="col">{t('dashboard.customer')}</th>
              <th scope="col">{t('dashboard.date')}</th>
              <th scope="col">{t('dashboard.status')}</th>
              <th scope="col" className="vs-num">
                {t('dashboard.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {dashboard.latest_orders.map((order) => (
              <tr key={order.id} data-order={order.id}>
                <th scope="row" className="vs-table__head-cell">
                  <Link to="/vendor/orders" className="text-link">
                    {orderLabel(order.number)}
                  </Link>
                </th>
                <td data-label={t('dashboard.customer')}>{order.customer}</td>
                <td data-label={t('dashboard.date')}>{formatDay(order.placed_at, lang)}</td>
                <td data-label={t('dashboard.status')}>
                  <OrderStatusTag status={order.status} />
                </td>
                <td data-label={t('dashboard.total')} className="vs-num vs-strong">
                  {formatMoney(order.order_total, lang, dashboard.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <Link to="/vendor/orders" className="text-link">
          {t('dashboard.allOrders')}
        </Link>
      </p>
    </section>
  );
}
