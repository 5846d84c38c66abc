import type { SalesOrder } from '@bedesten/core/schemas/vendor-sales';
import { useTranslation } from '~/lib/i18n-react.tsx';

/** The items of the order behind a transaction, as a table, and its totals. */
export function OrderLines({ order, money }: { order: SalesOrder; money: (minor: number) => string }) {
  const { t } = useTranslation('vendor-sales');
  return (
    <>
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
    </>
  );
}
