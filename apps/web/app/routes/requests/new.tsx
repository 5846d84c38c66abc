import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { RequestForm } from '~/features/requests/components/request-form.tsx';
import { loadCategories } from '~/features/requests/load.server.ts';
import { mapTileUrl } from '~/lib/map-tiles.server.ts';
import { pageMeta } from '~/lib/meta.ts';
import { requireAccess } from '~/lib/session.server.ts';

/** `/requests/new`: a broadcast request to nearby shops; it waits for staff approval. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'user');
  return { categories: await loadCategories(args), tileUrl: mapTileUrl() };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'requests-new');

export default function NewRequestPage() {
  const { t } = useTranslation('requests');
  const { categories, tileUrl } = useLoaderData<typeof loader>();
  return (
    <div className="page container requests-page">
      <PageHeader title={t('pages:requests-new.title')} intro={t('pages:requests-new.intro')} />
      <RequestForm request={null} categories={categories} tileUrl={tileUrl} />
    </div>
  );
}
