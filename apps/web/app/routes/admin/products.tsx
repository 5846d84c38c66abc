import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import type { AdminProduct } from '~/features/admin/api.ts';
import { Pager } from '~/components/pager.tsx';
import { ProductList } from '~/features/admin/components/product-list.tsx';
import { EmptyState, StatusTabs } from '~/features/admin/components/status-tabs.tsx';
import { loadStaffList } from '~/features/admin/loaders.server.ts';
import { pageParam, STATUSES, statusParam } from '~/features/admin/query.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/admin/products`: products by approval state (waiting first), ten a page. */
export async function loader(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  const status = statusParam(params);
  const products = await loadStaffList<AdminProduct>(args, 'admin/products', { status, page: pageParam(params) });
  return { status, products };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-products');

export default function AdminProducts() {
  const { t } = useTranslation('admin');
  const { status, products } = useLoaderData<typeof loader>();
  return (
    <div className="page page--panel admin-page">
      <PageHeader title={t('panel:admin-products.title')} intro={t('panel:admin-products.intro')} />
      <StatusTabs statuses={STATUSES} current={status} />
      {products.data.length === 0 ? (
        <EmptyState text={t('messages:no_products_found')} />
      ) : (
        <ProductList products={products.data} />
      )}
      <Pager current={products.current_page} last={products.last_page} total={products.total} />
    </div>
  );
}
