import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { OrderDetail, OrderSummary } from '@bedesten/core/schemas/orders';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import {
  VENDOR_TABS,
  VendorOrderFilters,
  VendorOrderList,
  type VendorFilters,
  type VendorTab,
} from '~/features/orders/components/vendor-order-list.tsx';
import { VendorOrderPanel } from '~/features/orders/components/vendor-order-panel.tsx';
import { ordersRead } from '~/features/orders/load.server.ts';
import { useLiveOrderList } from '~/features/orders/use-live-order.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { requireAccess } from '~/lib/session.server.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/vendor/orders`: received orders (processing, completed, all; a date range), ten a page; `?id=` opens one. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'vendor');
  const { lang } = resolveLanguage(args.request);
  const params = new URL(args.request.url).searchParams;
  const status = (VENDOR_TABS as string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as VendorTab)
    : 'processing';
  let from = DAY.test(params.get('from') ?? '') ? params.get('from')! : '';
  let to = DAY.test(params.get('to') ?? '') ? params.get('to')! : '';
  if (from && to && from > to) [from, to] = [to, from];
  const filters: VendorFilters = { status, from, to };
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const id = params.get('id') ?? '';
  const [list, detail] = await Promise.all([
    ordersRead<PagedList<OrderSummary>>(args.request, 'vendor-orders-list', lang, {
      status,
      page,
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    }),
    UUID.test(id)
      ? ordersRead<{ data: OrderDetail }>(args.request, `vendor-orders-details/${id}`, lang).then((r) => r.data)
      : Promise.resolve(null),
  ]);
  return { list, detail, filters };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-orders');

export default function VendorOrdersPage() {
  const { t } = useTranslation('orders');
  const { list, detail, filters } = useLoaderData<typeof loader>();
  useLiveOrderList(list.data);
  return (
    <div className="page page--panel vendor-orders">
      <PageHeader title={t('panel:vendor-orders.title')} intro={t('panel:vendor-orders.intro')} />
      <div className={`vendor-orders__layout${detail ? ' has-detail' : ''}`}>
        <section className="vendor-orders__list" aria-labelledby="vendor-orders-list-title">
          <h2 id="vendor-orders-list-title" className="visually-hidden">
            {t(`vendor.${filters.status}`)}
          </h2>
          <VendorOrderFilters filters={filters} />
          <VendorOrderList list={list} openId={detail?.id ?? null} />
        </section>
        <div className="vendor-orders__detail">
          {detail ? <VendorOrderPanel key={detail.id} order={detail} /> : <p className="muted">{t('vendor.select')}</p>}
        </div>
      </div>
    </div>
  );
}
