import type { StoreCard as StoreCardData } from '@bedesten/core/schemas/stores';
import type { PagedList } from '@bedesten/core/paging/paged-list';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { data, redirect } from 'react-router';
import { Link } from '~/components/link.tsx';
import { ErrorContent, errorStatus } from '~/components/error-page.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { pageHref, Pagination } from '~/features/catalogue/components/pagination.tsx';
import { StoreCard } from '~/features/catalogue/components/store-card.tsx';
import { LIST_SORTS, RESULTS_ID, StoreFilters } from '~/features/catalogue/components/store-filters.tsx';
import { oneOf, pageParam, textParam } from '~/features/catalogue/query.ts';
import { failedCallStatus, serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { errorMeta, pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/stores';

interface Category {
  slug: string;
  name: string;
}

/**
 * The visitor's position when a link carries it (`?lat=&lng=`): the API then
 * adds each store's distance. Out-of-range values are dropped, not refused.
 */
function position(params: URLSearchParams): { lat?: number; lng?: number } {
  const lat = Number(params.get('lat') ?? NaN);
  const lng = Number(params.get('lng') ?? NaN);
  if (!params.get('lat') || !params.get('lng') || Math.abs(lat) > 90 || Math.abs(lng) > 180) return {};
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : {};
}

export async function loader({ request }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const params = new URL(request.url).searchParams;
  // The home page's "services" link predates the API's `service`; both mean the same list.
  const type = oneOf(params.get('type') === 'services' ? 'service' : params.get('type'), ['goods', 'service'] as const);
  const filters = {
    // `q` as the header's search and SPEC.md §2 spell it; `search` from older links still works.
    search: textParam(params, 'q') ?? textParam(params, 'search'),
    category: textParam(params, 'category', 80),
    type,
    sort: oneOf(params.get('sort'), LIST_SORTS),
    ...position(params),
  };
  const page = pageParam(params);
  const [stores, categories] = await Promise.all([
    serverApiGet<PagedList<StoreCardData>>(request, 'storeSearch', { ...filters, page, lang }, { lang }),
    serverApiGet<{ data: Category[] }>(request, 'category-list', { lang }, { lang }),
  ]);
  if (!stores.ok) throw data(null, { status: failedCallStatus(stores, { 400: 400 }) });
  // A page past the end (an old link, a shorter list after a filter) moves to the last one.
  if (page > stores.data.last_page && stores.data.total > 0) {
    throw redirect(pageHref(new URL(request.url).search, stores.data.last_page, '/stores'));
  }
  return { stores: stores.data, categories: categories.ok ? categories.data.data : [], filters };
}

export const meta: Route.MetaFunction = ({ matches, error }) =>
  error ? errorMeta(matches, errorStatus(error)) : pageMeta(matches, 'stores');

/** The shop list (SPEC.md §2): search, category, type and sort, ten stores a page. */
export default function Stores({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { stores, categories, filters } = loaderData;
  const filtered = Boolean(filters.search || filters.category || filters.type);
  return (
    <div className="page container">
      <PageHeader title={t('pages:stores.title')} intro={t('pages:stores.intro')} />
      <StoreFilters values={filters} categories={categories} />
      <p id={RESULTS_ID} className="results-count" role="status">
        {t('catalogue:results.stores', { count: stores.total })}
      </p>
      {stores.data.length > 0 ? (
        <ul className="card-grid" aria-label={t('catalogue:results.storesLabel')}>
          {stores.data.map((store, index) => (
            <li key={store.id}>
              <StoreCard store={store} headingLevel={2} priority={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="notice empty-state">
          <p className="notice__title">{t('messages:no_store_found')}</p>
          {filtered ? (
            <p className="notice__actions">
              <Link to="/stores" className="button button--secondary">
                {t('catalogue:filters.clear')}
              </Link>
            </p>
          ) : null}
        </div>
      )}
      <Pagination current={stores.current_page} last={stores.last_page} />
    </div>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return <ErrorContent error={error} />;
}
