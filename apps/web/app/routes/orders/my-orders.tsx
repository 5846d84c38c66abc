import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { OrderSummary } from '@bedesten/core/schemas/orders';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { AccountNav } from '~/features/account/components/account-nav.tsx';
import { CustomerOrderList } from '~/features/orders/components/customer-order-list.tsx';
import { useLiveOrderList } from '~/features/orders/use-live-order.ts';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { requireUser } from '~/lib/session.server.ts';

/** `/profile/my-orders`: the customer's orders, newest first, ten a page. */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const { lang } = resolveLanguage(args.request);
  const page = Number(new URL(args.request.url).searchParams.get('page')) || 1;
  const result = await serverApiGet<PagedList<OrderSummary>>(
    args.request,
    'orderList',
    { page: Math.max(1, Math.floor(page)), lang },
    { lang },
  );
  return { list: result.ok ? result.data : null };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'my-orders');

export default function MyOrdersPage() {
  const { t } = useTranslation('orders');
  const { list } = useLoaderData<typeof loader>();
  useLiveOrderList(list?.data ?? []);
  return (
    <div className="page container">
      <PageHeader title={t('pages:my-orders.title')} intro={t('pages:my-orders.intro')} />
      <div className="account-layout">
        <AccountNav />
        <div>
          {list ? (
            <CustomerOrderList list={list} />
          ) : (
            <p className="alert alert--error" role="alert">
              {t('list.unavailable')}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
