import type { SalesOrder, TransactionDetail, VendorTransactionList } from '@bedesten/core/schemas/vendor-sales';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { CountTabs } from '~/features/vendor-sales/components/count-tabs.tsx';
import { PeriodFilter } from '~/features/vendor-sales/components/period-filter.tsx';
import { Pager } from '~/components/pager.tsx';
import { TransactionDetailPanel } from '~/features/vendor-sales/components/transaction-detail.tsx';
import { TransactionTable } from '~/features/vendor-sales/components/transaction-table.tsx';
import { salesRead } from '~/features/vendor-sales/load.server.ts';
import { transactionFiltersFrom, transactionsHref } from '~/features/vendor-sales/query.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { requireAccess } from '~/lib/session.server.ts';

/** `/vendor/transaction`: the store's payments, counted and filtered (SPEC.md §3, §9), with a detail panel. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'vendor');
  const { lang } = resolveLanguage(args.request);
  const filters = transactionFiltersFrom(new URL(args.request.url).searchParams);
  const [list, detail] = await Promise.all([
    salesRead<VendorTransactionList>(
      args.request,
      {
        method: 'POST',
        path: 'vendor-payments-list',
        body: { status: filters.status, period: filters.period, page: filters.page },
      },
      lang,
    ),
    filters.id
      ? Promise.all([
          salesRead<TransactionDetail>(
            args.request,
            { method: 'GET', path: `vendor-transaction-details/${filters.id}` },
            lang,
          ),
          salesRead<SalesOrder>(
            args.request,
            { method: 'GET', path: `vendor-payment-orders-details/${filters.id}` },
            lang,
          ),
        ])
      : null,
  ]);
  return { list, filters, detail: detail ? { transaction: detail[0], order: detail[1] } : null };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-transaction');

export default function VendorTransactionsPage() {
  const { t } = useTranslation('vendor-sales');
  const { list, filters, detail } = useLoaderData<typeof loader>();
  const page = list.transactions_list;
  const filtered = Boolean(filters.status) || filters.period !== 'all';
  return (
    <div className="page page--panel vs-page">
      <PageHeader title={t('panel:vendor-transaction.title')} intro={t('panel:vendor-transaction.intro')} />
      <CountTabs list={list} filters={filters} />
      <p className="muted vs-hint">{t('transactions.tabHint')}</p>
      <PeriodFilter filters={filters} />
      <div className={detail ? 'vs-split vs-split--open' : 'vs-split'}>
        {detail ? (
          <TransactionDetailPanel
            transaction={detail.transaction}
            order={detail.order}
            closeHref={transactionsHref(filters, { id: undefined })}
          />
        ) : null}
        <section aria-labelledby="vs-list-title" className="vs-split__list">
          <h2 id="vs-list-title" className="vs-section-title">
            {t('transactions.listTitle')}
          </h2>
          <p className="muted" role="status">
            {t('transactions.count', { count: page.total })}
          </p>
          {page.data.length === 0 ? (
            <div className="notice">
              <p className="notice__title">{t('messages:no_records_found')}</p>
              <p>{filtered ? t('transactions.emptyFiltered') : t('transactions.emptyHint')}</p>
            </div>
          ) : (
            <TransactionTable rows={page.data} filters={filters} headingId="vs-list-title" />
          )}
          <Pager current={page.current_page} last={page.last_page} label={t('transactions.paging')} drop={['id']} />
        </section>
      </div>
    </div>
  );
}
