import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { AdminCategory } from '@bedesten/core/schemas/admin';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import type { AdminStore } from '~/features/admin/api.ts';
import { Pager } from '~/components/pager.tsx';
import { EmptyState, StatusTabs } from '~/features/admin/components/status-tabs.tsx';
import { StoreList } from '~/features/admin/components/store-list.tsx';
import { loadStaffList } from '~/features/admin/loaders.server.ts';
import { pageParam, STATUSES, statusParam } from '~/features/admin/query.ts';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/admin/stores`: stores by approval state, ten a page, with the categories' names to show. */
export async function loader(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  const status = statusParam(params);
  const stores = await loadStaffList<AdminStore>(args, 'admin/stores', { status, page: pageParam(params) });
  const { lang } = resolveLanguage(args.request);
  const categories = await serverApiGet<PagedList<AdminCategory>>(
    args.request,
    'admin/categories',
    { per_page: 100 },
    { lang },
  );
  const names = categories.ok ? Object.fromEntries(categories.data.data.map((c) => [c.id, c.name])) : {};
  return { status, stores, categories: names };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-stores');

export default function AdminStores() {
  const { t } = useTranslation('admin');
  const { status, stores, categories } = useLoaderData<typeof loader>();
  return (
    <div className="page page--panel admin-page">
      <PageHeader title={t('panel:admin-stores.title')} intro={t('panel:admin-stores.intro')} />
      <StatusTabs statuses={STATUSES} current={status} />
      {stores.data.length === 0 ? (
        <EmptyState text={t('messages:no_store_found')} />
      ) : (
        <StoreList stores={stores.data} categories={categories} />
      )}
      <Pager current={stores.current_page} last={stores.last_page} total={stores.total} />
    </div>
  );
}
