import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import type { AdminSubCategory } from '~/features/admin/api.ts';
import { Pager } from '~/components/pager.tsx';
import { EmptyState, StatusTabs } from '~/features/admin/components/status-tabs.tsx';
import { SubCategoryList } from '~/features/admin/components/sub-category-list.tsx';
import { loadStaffList } from '~/features/admin/loaders.server.ts';
import { pageParam, STATUSES, statusParam } from '~/features/admin/query.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/admin/sub-categories`: vendors' sub-categories by approval state, ten a page. */
export async function loader(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  const status = statusParam(params);
  const items = await loadStaffList<AdminSubCategory>(args, 'admin/sub-categories', {
    status,
    page: pageParam(params),
  });
  return { status, items };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-sub-categories');

export default function AdminSubCategories() {
  const { t } = useTranslation('admin');
  const { status, items } = useLoaderData<typeof loader>();
  return (
    <div className="page page--panel admin-page">
      <PageHeader title={t('panel:admin-sub-categories.title')} intro={t('panel:admin-sub-categories.intro')} />
      <StatusTabs statuses={STATUSES} current={status} />
      {items.data.length === 0 ? (
        <EmptyState text={t('messages:no_records_found')} />
      ) : (
        <SubCategoryList items={items.data} />
      )}
      <Pager current={items.current_page} last={items.last_page} total={items.total} />
    </div>
  );
}
