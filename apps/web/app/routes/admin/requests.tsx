import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { Pager } from '~/components/pager.tsx';
import type { AdminRequest } from '~/features/admin/api.ts';
import { RequestList } from '~/features/admin/components/request-list.tsx';
import { EmptyState, StatusTabs } from '~/features/admin/components/status-tabs.tsx';
import { loadStaffList } from '~/features/admin/loaders.server.ts';
import { pageParam, REQUEST_STATUSES, requestStatusParam } from '~/features/admin/query.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/admin/requests`: customers' broadcast requests by state (the waiting queue first, oldest first), ten a page. */
export async function loader(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  const status = requestStatusParam(params);
  const requests = await loadStaffList<AdminRequest>(args, 'admin/broadcast-requests', {
    status,
    page: pageParam(params),
  });
  return { status, requests };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-requests');

export default function AdminRequests() {
  const { t } = useTranslation('admin');
  const { status, requests } = useLoaderData<typeof loader>();
  return (
    <div className="page page--panel admin-page">
      <PageHeader title={t('panel:admin-requests.title')} intro={t('panel:admin-requests.intro')} />
      <StatusTabs statuses={REQUEST_STATUSES} current={status} />
      {requests.data.length === 0 ? (
        <EmptyState text={t('messages:no_requests_found')} />
      ) : (
        <RequestList key={status} requests={requests.data} />
      )}
      <Pager current={requests.current_page} last={requests.last_page} total={requests.total} />
    </div>
  );
}
