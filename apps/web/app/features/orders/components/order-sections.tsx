import { formatMoney } from '@bedesten/core/money/format-money';
import type { OrderDetail } from '@bedesten/core/schemas/orders';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '~/lib/root-data.ts';
import { formatOrderTime, formatRate } from '../format.ts';

/** The order's lines: name, size, quantity and amount. */
export function OrderItems({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const money = (minor: number) => formatMoney(minor, lang, order.currency);
  return (
    <section className="card order-section" aria-labelledby="order-items-title">
      <h2 id="order-items-title">{t('detail.items')}</h2>
      <ul className="order-items">
        {order.items.map((item) => (
          <li key={item.id} className="order-item">
            {item.image_url ? <img src={item.image_url} alt="" width={56} height={56} loading="lazy" /> : null}
            <div className="order-item__text">
              <p className="order-item__name">
                {item.name}
                {item.size_name ? <span className="muted"> · {item.size_name}</span> : null}
              </p>
              <p className="muted">
                {t('detail.quantity')}: {item.quantity} · {t('detail.unitPrice', { price: money(item.selling_price) })}
              </p>
            </div>
            <p className="order-item__amount">{money(item.line_total)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where it goes (or the store pickup), who to call, and the customer's note. */
export function OrderAddress({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const address = order.address;
  return (
    <section className="card order-section" aria-labelledby="order-address-title">
      <h2 id="order-address-title">{address ? t('detail.address') : t('detail.pickup')}</h2>
      {address ? (
        <address className="order-address">
          {address.name}
          <br />
          {address.address}
          {address.landmark ? (
            <>
              <br />
              {address.landmark}
            </>
          ) : null}
          <br />
          {[address.zip_code, address.city].filter(Boolean).join(' ')}
        </address>
      ) : (
        <p>
          {t('detail.pickupText', {
            store: order.store.title,
            address: [order.store_contact.address, order.store_contact.city].filter(Boolean).join(', '),
          })}
        </p>
      )}
      <p>
        <span className="muted">{t('detail.contact')}:</span> {order.contact_name}, {order.contact}
      </p>
      {order.order_notes ? (
        <p>
          <span className="muted">{t('detail.notes')}:</span> {order.order_notes}
        </p>
      ) : null}
    </section>
  );
}

/** Items total, discounts, coupon, delivery, platform fee, total, and the VAT inside it by rate. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const money = (minor: number) => formatMoney(minor, lang, order.currency);
  const { totals } = order;
  const rows: [string, string][] = [[t('detail.mrpTotal'), money(totals.mrp_total)]];
  if (totals.items_discount > 0) rows.push([t('detail.discount'), `−${money(totals.items_discount)}`]);
  if (totals.coupon_amount > 0) {
    rows.push([
      totals.coupon_code ? t('detail.couponCode', { code: totals.coupon_code }) : t('detail.coupon'),
      `−${money(totals.coupon_amount)}`,
    ]);
  }
  rows.push([t('detail.delivery'), totals.delivery_charges > 0 ? money(totals.delivery_charges) : t('detail.free')]);
  if (totals.platform_amount > 0) rows.push([t('detail.platform'), money(totals.platform_amount)]);
  const vatLines = order.vat_lines.filter((line) => line.vat > 0);
  return (
    <section className="card order-section" aria-labelledby="order-totals-title">
      <h2 id="order-totals-title">{t('detail.totals')}</h2>
      <dl className="order-totals">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="order-totals__total">
          <dt>{t('detail.total')}</dt>
          <dd>{money(totals.order_total)}</dd>
        </div>
      </dl>
      {vatLines.length > 0 ? (
        <>
          <h3 className="order-section__subtitle">{t('detail.vatTitle')}</h3>
          <dl className="order-totals order-totals--vat">
            {vatLines.map((line) => (
              <div key={`${line.name}:${line.rate_basis_points}`}>
                <dt>
                  {t('detail.vatLine', {
                    name: line.name,
                    rate: formatRate(line.rate_basis_points, lang),
                    gross: money(line.gross),
                  })}
                </dt>
                <dd>{money(line.vat)}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </section>
  );
}

/** How it is paid, whether it is, and the transaction id. */
export function OrderPayment({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const { payment } = order;
  return (
    <section className="card order-section" aria-labelledby="order-payment-title">
      <h2 id="order-payment-title">{t('detail.payment')}</h2>
      <dl className="order-totals">
        <div>
          <dt>{t('detail.method')}</dt>
          <dd>{payment.method_label}</dd>
        </div>
        <div>
          <dt>{t('detail.paymentStatus')}</dt>
          <dd>
            <span className={`order-pay order-pay--${payment.status}`}>{t(`paymentStatus.${payment.status}`)}</span>
          </dd>
        </div>
        {payment.paid_at ? (
          <div>
            <dt>{t('detail.paidAt')}</dt>
            <dd>{formatOrderTime(payment.paid_at, lang)}</dd>
          </div>
        ) : null}
        {payment.transaction_id ? (
          <div>
            <dt>{t('detail.transaction')}</dt>
            <dd className="order-mono">{payment.transaction_id}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
