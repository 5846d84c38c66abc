import type { VendorOffer } from '@bedesten/core/schemas/offers';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { OfferForm } from '~/features/offers/components/offer-form.tsx';
import { offersRead } from '~/features/offers/load.server.ts';
import { requireAccess } from '~/lib/session.server.ts';
import { pageMeta } from '~/lib/meta.ts';
import { pageKeyFromMatches } from '~/lib/page-key.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = 86_400_000;

/** `/vendor/offers/add` and `/vendor/offers/edit/:id`: one form. */
export async function loader(args: LoaderFunctionArgs) {
  const id = args.params.id;
  // A new offer starts now (this hour) and runs for thirty days; decided here, so server and browser agree.
  const start = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const defaults = { start: new Date(start).toISOString(), end: new Date(start + 30 * DAY).toISOString() };
  if (id === undefined) {
    await requireAccess(args, 'vendor');
    return { offer: null, defaults };
  }
  if (!UUID.test(id)) {
    await requireAccess(args, 'vendor');
    throw new Response(null, { status: 404 });
  }
  const { data } = await offersRead<{ data: VendorOffer }>(args, 'vendor', `vendor-offer-details/${id}`);
  return { offer: data, defaults };
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, pageKeyFromMatches(matches) ?? 'vendor-offers-add');

export default function OfferFormPage() {
  const { t } = useTranslation('offers');
  const { offer, defaults } = useLoaderData<typeof loader>();
  const key = offer ? 'vendor-offers-edit' : 'vendor-offers-add';
  return (
    <div className="page page--panel offers-page">
      <PageHeader title={t(`panel:${key}.title`)} intro={t(`panel:${key}.intro`)} />
      <div className="card narrow">
        <OfferForm key={offer?.id ?? 'new'} offer={offer} defaults={defaults} />
      </div>
      <p className="offers-back">
        <Link to="/vendor/offers">{t('form.back')}</Link>
      </p>
    </div>
  );
}
