import { BROADCAST_REQUEST_STATUSES, type BroadcastRequestStatus } from '@bedesten/core/requests/request-status';
import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { BroadcastRequest } from '@bedesten/core/schemas/requests';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import {
  MyRequestList,
  PostRequestLink,
  RequestStatusFilter,
} from '~/features/requests/components/my-request-list.tsx';
import { pageParam, requestsRead } from '~/features/requests/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';

const isStatus = (value: string | null): value is BroadcastRequestStatus =>
  (BROADCAST_REQUEST_STATUSES as readonly (string | null)[]).includes(value);

/** `/requests`: the customer's own requests, newest first, ten a page, optionally of one status. */
export async function loader(args: LoaderFunctionArgs) {
  const value = new URL(args.request.url).searchParams.get('status');
  const status = isStatus(value) ? value : null;
  const list = await requestsRead<PagedList<BroadcastRequest>>(args, 'user', 'broadcast-requests', {
    page: pageParam(args),
    status: status ?? undefined,
  });
  return { status, list };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'requests');

export default function RequestsPage() {
  const { t } = useTranslation('requests');
  const { status, list } = useLoaderData<typeof loader>();
  return (
    <div className="page container requests-page">
      <PageHeader title={t('pages:requests.title')} intro={t('pages:requests.intro')}>
        <p className="page-header__actions">
          <PostRequestLink />
        </p>
      </PageHeader>
      <RequestStatusFilter current={status} />
      <MyRequestList list={list} />
    </div>
  );
}
