import type { VendorTransactionList } from '@bedesten/core/schemas/vendor-sales';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { transactionsHref, type TransactionFilters } from '../query.ts';
import { PillTabs } from '~/components/pill-tabs.tsx';

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
    <PillTabs
      label={t('transactions.tabsLabel')}
      className="vs-tabs"
      preventScrollReset
      tabs={tabs.map((tab) => ({
        key: tab.key,
        to: transactionsHref(filters, { status: tab.status, page: 1 }),
        current: filters.status === tab.status,
        label: (
          <>
            <span>{t(`transactions.tab.${tab.key}`)}</span>
            <span className="vs-tabs__count">{tab.count}</span>
          </>
        ),
      }))}
    />
  );
}
