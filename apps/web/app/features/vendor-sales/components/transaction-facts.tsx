import type { SalesOrder, TransactionDetail } from '@bedesten/core/schemas/vendor-sales';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { formatDayTime } from '../format.ts';
import { OrderStatusTag, TransactionStatusTag } from './sales-tags.tsx';

/** A transaction's facts (SPEC.md §3 Transaction fields) and its order's status and fulfilment. */
export function TransactionFacts({
  transaction,
  order,
  money,
}: {
  transaction: TransactionDetail;
  order: SalesOrder;
  money: (minor: number) => string;
}) {
  const { t } = useTranslation('vendor-sales');
  const lang = useLanguage();
  return (
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
  );
}
