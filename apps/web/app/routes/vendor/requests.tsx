import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { VendorBroadcastRequest } from '@bedesten/core/schemas/requests';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { VendorRequestList } from '~/features/requests/components/vendor-request-list.tsx';
import { pageParam, requestsRead } from '~/features/requests/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/vendor/requests`: approved, open requests of the store's category within its delivery area, newest first. */
export async function loader(args: LoaderFunctionArgs) {
  const list = await requestsRead<PagedList<VendorBroadcastRequest>>(args, 'vendor', 'vendor-broadcast-requests', {
    page: pageParam(args),
  });
  return { list };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-requests');

export default function VendorRequestsPage() {
  const { t } = useTranslation('requests');
  const { list } = useLoaderData<typeof loader>();
  return (
    <div className="page page--panel">
      <PageHeader title={t('panel:vendor-requests.title')} intro={t('panel:vendor-requests.intro')} />
      <VendorRequestList list={list} />
    </div>
  );
}
