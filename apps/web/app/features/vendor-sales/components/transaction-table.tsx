import { formatMoney } from '@bedesten/core/money/format-money';
import type { Transaction } from '@bedesten/core/schemas/vendor-sales';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { formatDay, orderLabel } from '../format.ts';
import { transactionsHref, type TransactionFilters } from '../query.ts';
import { TransactionStatusTag } from './sales-tags.tsx';

/**
 * One page of transactions: a table on wide screens, one stacked card per
 * row on a phone (the same markup; CSS lays it out). Each row opens the
 * detail panel through the address (`?id=`), so it also works before hydration.
 */
export function TransactionTable({
  rows,
  filters,
  headingId,
}: {
  rows: Transaction[];
  filters: TransactionFilters;
  headingId: string;
}) {
  const { t } = useTranslation('vendor-sales');
  const lang = useLanguage();
  return (
    <table className="vs-table" aria-labelledby={headingId}>
      <caption className="visually-hidden">{t('transactions.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('transactions.order')}</th>
          <th scope="col">{t('transactions.sender')}</th>
          <th scope="col">{t('transactions.date')}</th>
          <th scope="col">{t('transactions.contact')}</th>
          <th scope="col">{t('transactions.method')}</th>
          <th scope="col">{t('transactions.statusLabel')}</th>
          <th scope="col" className="vs-num">
            {t('transactions.amount')}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t('transactions.details')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((tx) => (
          <tr key={tx.id} data-transaction={tx.order_id} aria-current={filters.id === tx.id ? 'true' : undefined}>
            <th scope="row" className="vs-table__head-cell">
              {orderLabel(tx.order_number)}
            </th>
            <td data-label={t('transactions.sender')}>
              <span className="vs-strong">{tx.sender}</span>
              {tx.email ? <span className="vs-sub">{tx.email}</span> : null}
            </td>
            <td data-label={t('transactions.date')}>{formatDay(tx.date, lang)}</td>
            <td data-label={t('transactions.contact')}>{tx.contact}</td>
            <td data-label={t('transactions.method')}>{t(`method.${tx.payment_method}`)}</td>
            <td data-label={t('transactions.statusLabel')}>
              <TransactionStatusTag status={tx.status} />
            </td>
            <td data-label={t('transactions.amount')} className="vs-num vs-strong">
              {formatMoney(tx.amount, lang, tx.currency)}
            </td>
            <td className="vs-table__action">
              <Link
                to={transactionsHref(filters, { id: tx.id, page: filters.page })}
                className="button button--ghost button--small"
              >
                {t('transactions.details')}
                <span className="visually-hidden"> ({orderLabel(tx.order_number)})</span>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
