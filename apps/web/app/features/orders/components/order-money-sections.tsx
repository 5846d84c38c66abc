import { formatMoney } from '@bedesten/core/money/format-money';
import { vatRateName } from '@bedesten/core/pricing/vat-names';
import type { OrderDetail } from '@bedesten/core/schemas/orders';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { formatOrderTime, formatRate } from '../format.ts';

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
                    name: vatRateName(line.name, line.rate_basis_points, lang),
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
