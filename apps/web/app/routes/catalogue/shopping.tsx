import type { ProductCard as ProductCardData } from '@bedesten/core/schemas/catalogue';
import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { StoreCard as StoreCardData } from '@bedesten/core/schemas/stores';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { data, redirect } from 'react-router';
import { Link } from '~/components/link.tsx';
import { ErrorContent, errorStatus } from '~/components/error-page.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { pageHref, Pagination } from '~/features/catalogue/components/pagination.tsx';
import { ProductCard } from '~/features/catalogue/components/product-card.tsx';
import {
  PRODUCT_LIST_SORTS,
  ProductFilters,
  type FilterOptions,
} from '~/features/catalogue/components/product-filters.tsx';
import { StoreCard } from '~/features/catalogue/components/store-card.tsx';
import { oneOf, pageParam, textParam } from '~/features/catalogue/query.ts';
import { failedCallStatus, serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { errorMeta, pageMeta } from '~/lib/meta.ts';
import { pageKeyFromMatches, usePageKey } from '~/lib/page-key.ts';
import type { Route } from './+types/shopping';
import { RESULTS_ID } from '~/features/catalogue/components/store-filters.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "1000-1999" → the bucket's bounds in minor units; anything else → no price filter. */
function priceBounds(value: string | undefined): { min_price?: number; max_price?: number } {
  const match = value ? /^(\d{1,9})-(\d{0,9})$/.exec(value) : null;
  if (!match) return {};
  return { min_price: Number(match[1]), ...(match[2] ? { max_price: Number(match[2]) } : {}) };
}

/**
 * The product listings (/shopping, /sub-category, /collection, /brands/collection):
 * the header's search results (stores and products for `q`) and filters from
 * get-filter-options over users-product-list, ten products a page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const params = new URL(request.url).searchParams;
  const subCategory = params.get('sub_category');
  const filters = {
    q: textParam(params, 'q'),
    category: textParam(params, 'category', 80),
    price: textParam(params, 'price', 20),
    availability: oneOf(params.get('availability'), ['in_stock', 'out_of_stock'] as const),
    sort: oneOf(params.get('sort'), PRODUCT_LIST_SORTS),
    sub_category: subCategory && UUID.test(subCategory) ? subCategory : undefined,
    brand: textParam(params, 'brand'),
  };
  const page = pageParam(params);
  const [products, options, found] = await Promise.all([
    serverApiGet<PagedList<ProductCardData>>(
      request,
      'users-product-list',
      {
        search: filters.q,
        category: filters.category,
        availability: filters.availability,
        sort: filters.sort,
        sub_category: filters.sub_category,
        brand: filters.brand,
        ...priceBounds(filters.price),
        page,
        lang,
      },
      { lang },
    ),
    serverApiGet<{ data: FilterOptions }>(request, 'get-filter-options', { lang }, { lang }),
    // Stores matching the words typed in the header, on the first page only.
    filters.q && page === 1
      ? serverApiGet<{ stores: StoreCardData[] }>(request, 'search', { q: filters.q, limit: 4, lang }, { lang })
      : null,
  ]);
  if (!products.ok) throw data(null, { status: failedCallStatus(products, { 400: 400 }) });
  if (page > products.data.last_page && products.data.total > 0) {
    const url = new URL(request.url);
    throw redirect(pageHref(url.search, products.data.last_page, url.pathname));
  }
  return {
    products: products.data,
    options: options.ok ? options.data.data : { categories: [], price_ranges: [], availability: [] },
    stores: found?.ok ? found.data.stores : [],
    filters,
  };
}

export const meta: Route.MetaFunction = ({ matches, error, location }) => {
  if (error) return errorMeta(matches, errorStatus(error));
  // A results page for one query is not worth indexing; the plain listing is.
  const searched = new URLSearchParams(location.search).has('q');
  return pageMeta(matches, pageKeyFromMatches(matches) ?? 'shopping', searched ? { noindex: true } : {});
};

export default function Shopping({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const key = usePageKey() ?? 'shopping';
  const { products, options, stores, filters } = loaderData;
  const title = filters.q
    ? t('catalogue:results.searchTitle', { q: filters.q })
    : (filters.brand ?? t(`pages:${key}.title`));
  return (
    <div className="page container">
      <PageHeader title={title} intro={t(`pages:${key}.intro`)} />
      <ProductFilters values={filters} options={options} />
      {stores.length > 0 ? (
        <section id={RESULTS_ID} className="store-section" aria-labelledby="found-stores">
          <h2 id="found-stores">{t('catalogue:results.storesHeading')}</h2>
          <ul className="card-grid">
            {stores.map((store, index) => (
              <li key={store.id}>
                <StoreCard store={store} priority={index === 0} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section
        id={stores.length > 0 ? undefined : RESULTS_ID}
        className="store-section"
        aria-labelledby="found-products"
      >
        <h2 id="found-products">{t('catalogue:results.productsHeading')}</h2>
        <p className="results-count" role="status">
          {t('catalogue:results.products', { count: products.total })}
        </p>
        {products.data.length > 0 ? (
          <ul className="product-grid">
            {products.data.map((product, index) => (
              <li key={product.id}>
                {/* Two columns on phones: the first row may hold the largest picture, unless stores came first. */}
                <ProductCard product={product} priority={stores.length === 0 && index < 2} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="notice empty-state">
            <p className="notice__title">{t('messages:no_products_found')}</p>
            <p className="notice__actions">
              <Link to="/stores" className="button button--secondary">
                {t('page.browseStores')}
              </Link>
            </p>
          </div>
        )}
        <Pagination current={products.current_page} last={products.last_page} />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return <ErrorContent error={error} />;
}
