import type { VendorTransactionList } from '@bedesten/core/schemas/vendor-sales';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from 'react-router';
import { transactionsHref, type TransactionFilters } from '../query.ts';

/**
 * SPEC.md §3 all / completed / pending counts as tabs that filter the list
 * (completed = paid, pending = unpaid); links, so they work before hydration.
 */
export function CountTabs({ list, filters }: { list: VendorTransactionList; filters: TransactionFilters }) {
  const { t } = useTranslation('vendor-sales');
  const tabs = [
    { key: 'all', status: undefined, count: list.all_count },
    { key: 'completed', status: 'paid', count: list.completed_count },
    { key: 'pending', status: 'unpaid', count: list.pending_count },
  ] as const;
  return (
    <nav className="pill-tabs vs-tabs" aria-label={t('transactions.tabsLabel')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={transactionsHref(filters, { status: tab.status, page: 1 })}
              className="pill-tabs__tab"
              aria-current={filters.status === tab.status ? 'page' : undefined}
              data-tab={tab.key}
              preventScrollReset
            >
              <span>{t(`transactions.tab.${tab.key}`)}</span>
              <span className="vs-tabs__count">{tab.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
