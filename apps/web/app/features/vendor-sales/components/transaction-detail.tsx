import type { SalesOrder, TransactionDetail } from '@bedesten/core/schemas/vendor-sales';
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { formatMoney } from '@bedesten/core/money/format-money';
import { useLanguage } from '~/lib/root-data.ts';
import { OrderLines } from './order-lines.tsx';
import { PaymentAttempts } from './payment-attempts.tsx';
import { TransactionFacts } from './transaction-facts.tsx';

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
      <TransactionFacts transaction={transaction} order={order} money={money} />

      <PaymentAttempts payments={transaction.payments} money={money} />

      <OrderLines order={order} money={money} />
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
