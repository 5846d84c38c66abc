import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { CabBooking } from '~/features/cabs/components/cab-booking.tsx';
import { mapTileUrl } from '~/lib/map-tiles.server.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/cab`: anyone may plan a ride and see the prices; booking it asks for sign-in. */
export function loader() {
  return { tileUrl: mapTileUrl() };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'cab');

export default function CabPage() {
  const { t } = useTranslation('cabs');
  const { tileUrl } = useLoaderData<typeof loader>();
  return (
    <div className="page container cab-page">
      <PageHeader title={t('pages:cab.title')} intro={t('pages:cab.intro')} />
      <CabBooking tileUrl={tileUrl} />
    </div>
  );
}
