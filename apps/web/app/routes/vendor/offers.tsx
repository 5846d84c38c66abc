import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { VendorOffer } from '@bedesten/core/schemas/offers';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, useLocation, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { OfferList } from '~/features/offers/components/offer-list.tsx';
import { offersRead } from '~/features/offers/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';

const FILTERS = ['all', 'active', 'inactive'] as const;
type Filter = (typeof FILTERS)[number];

/** `/vendor/offers`: the store's offers and coupons, ten a page, all / active / inactive. */
export async function loader(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  const value = params.get('status');
  const filter: Filter = value === 'active' || value === 'inactive' ? value : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = await offersRead<PagedList<VendorOffer>>(args, 'vendor', 'vendor-offers-list', {
    page,
    ...(filter === 'all' ? {} : { status: filter }),
  });
  return { filter, list };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-offers');

export default function VendorOffersPage() {
  const { t } = useTranslation('offers');
  const { filter, list } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <div className="page page--panel offers-page">
      <PageHeader title={t('panel:vendor-offers.title')} intro={t('panel:vendor-offers.intro')}>
        <p className="offers-header-actions">
          <Link to="/vendor/offers/add" className="button button--primary">
            {t('list.add')}
          </Link>
        </p>
      </PageHeader>
      <nav className="pill-tabs offers-tabs" aria-label={t('list.filter')}>
        <ul>
          {FILTERS.map((item) => (
            <li key={item}>
              <Link
                to={item === 'all' ? pathname : `${pathname}?status=${item}`}
                className="pill-tabs__tab"
                aria-current={item === filter ? 'page' : undefined}
              >
                {t(`filter.${item}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <OfferList list={list} filtered={filter !== 'all'} />
    </div>
  );
}
