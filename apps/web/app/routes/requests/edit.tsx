import { useTranslation } from '~/lib/i18n-react.tsx';
import { redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { RequestForm } from '~/features/requests/components/request-form.tsx';
import { loadCategories, loadOwnRequest } from '~/features/requests/load.server.ts';
import { mapTileUrl } from '~/lib/map-tiles.server.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/requests/:id/edit`: an open request changed; it goes back to staff. A closed one cannot change. */
export async function loader(args: LoaderFunctionArgs) {
  const [request, categories] = await Promise.all([loadOwnRequest(args), loadCategories(args)]);
  if (request.status === 'closed') throw redirect(`/requests/${request.id}`);
  return { request, categories, tileUrl: mapTileUrl() };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'requests-edit');

export default function EditRequestPage() {
  const { t } = useTranslation('requests');
  const { request, categories, tileUrl } = useLoaderData<typeof loader>();
  return (
    <div className="page container requests-page">
      <PageHeader title={t('pages:requests-edit.title')} intro={t('pages:requests-edit.intro')}>
        <p>
          <Link to={`/requests/${request.id}`} className="text-link">
            {t('detail.back')}
          </Link>
        </p>
      </PageHeader>
      <RequestForm key={request.updated_at} request={request} categories={categories} tileUrl={tileUrl} />
    </div>
  );
}
