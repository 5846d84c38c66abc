import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { RequestDetail } from '~/features/requests/components/request-detail.tsx';
import { loadOwnRequest, loadRequestReplies } from '~/features/requests/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/requests/:id`: one of the customer's requests (notifications link here); another person's is not found. */
export async function loader(args: LoaderFunctionArgs) {
  const [request, replies] = await Promise.all([loadOwnRequest(args), loadRequestReplies(args)]);
  return { request, replies };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'request-detail');

export default function RequestDetailPage() {
  const { t } = useTranslation('requests');
  const { request, replies } = useLoaderData<typeof loader>();
  return (
    <div className="page container requests-page">
      <PageHeader title={t('pages:request-detail.title')} intro={t('pages:request-detail.intro')}>
        <p>
          <Link to="/requests" className="text-link">
            {t('detail.all')}
          </Link>
        </p>
      </PageHeader>
      <RequestDetail request={request} replies={replies} />
    </div>
  );
}
