import type { DeliveryRange } from '@bedesten/core/schemas/offers';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { DeliveryChargesForm } from '~/features/offers/components/delivery-charges-form.tsx';
import { offersRead } from '~/features/offers/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/vendor/delivery-charges`: the store's delivery-charge bands, edited and saved as one set. */
export async function loader(args: LoaderFunctionArgs) {
  const { data } = await offersRead<{ data: { ranges: DeliveryRange[]; delivery_max_distance: number } }>(
    args,
    'vendor',
    'vendor-delivery-charges',
  );
  return data;
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-delivery-charges');

export default function DeliveryChargesPage() {
  const { t } = useTranslation('offers');
  const { ranges, delivery_max_distance: radiusKm } = useLoaderData<typeof loader>();
  return (
    <div className="page page--panel offers-page">
      <PageHeader title={t('panel:vendor-delivery-charges.title')} intro={t('panel:vendor-delivery-charges.intro')} />
      <div className="card">
        <DeliveryChargesForm key={JSON.stringify(ranges)} ranges={ranges} radiusKm={radiusKm} />
      </div>
    </div>
  );
}
