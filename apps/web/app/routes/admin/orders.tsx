import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { Pager } from '~/components/pager.tsx';
import type { AdminOrder, AdminOrderDetail } from '~/features/admin/api.ts';
import { OrderDetailPanel } from '~/features/admin/components/order-detail.tsx';
import { OrderSearch, OrderTable } from '~/features/admin/components/order-list.tsx';
import { EmptyState } from '~/features/admin/components/status-tabs.tsx';
import { loadStaffList, loadStaffOrder } from '~/features/admin/loaders.server.ts';
import { orderIdParam, orderNumberParam, pageParam } from '~/features/admin/query.ts';
import { pageMeta } from '~/lib/meta.ts';

/**
 * `/admin/orders`: every store's orders, newest first, ten a page;
 * `?number=` finds one by its number, `?order=<id>` opens its details.
 */
export async function loader(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  const query = orderNumberParam(params);
  const orders = await loadStaffList<AdminOrder>(args, 'admin/orders', {
    page: pageParam(params),
    ...(query.number !== null ? { number: query.number } : {}),
  });
  const id = orderIdParam(params);
  const detail = id ? await loadStaffOrder<AdminOrderDetail>(args, id) : null;
  return { query, orders, detail, missing: id !== null && detail === null };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-orders');

export default function AdminOrders() {
  const { t } = useTranslation('admin');
  const { query, orders, detail, missing } = useLoaderData<typeof loader>();
  return (
    <div className="page page--panel admin-page">
      <PageHeader title={t('panel:admin-orders.title')} intro={t('panel:admin-orders.intro')} />
      <OrderSearch query={query} />
      <div className={`admin-orders${detail ? ' has-detail' : ''}`}>
        {detail ? (
          <div className="admin-orders__detail">
            <OrderDetailPanel order={detail} />
          </div>
        ) : null}
        <section className="admin-orders__list" aria-labelledby="admin-orders-list">
          <h2 id="admin-orders-list" className="visually-hidden">
            {query.number !== null ? t('orders.found', { number: query.number }) : t('orders.all')}
          </h2>
          {missing ? <EmptyState text={t('messages:order_not_found')} /> : null}
          {orders.data.length === 0 ? (
            <EmptyState text={t('messages:no_records_found')} />
          ) : (
            <OrderTable orders={orders.data} openId={detail?.id ?? null} />
          )}
          <Pager current={orders.current_page} last={orders.last_page} total={orders.total} drop={['order']} />
        </section>
      </div>
    </div>
  );
}
