import { placeName } from '@bedesten/core/geo/districts';
import { formatMoney } from '@bedesten/core/money/format-money';
import type { PublicOffer } from '@bedesten/core/schemas/offers';
import type { StoreDetail } from '@bedesten/core/schemas/stores';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { data } from 'react-router';
import { Link } from '~/components/link.tsx';
import { ErrorContent, errorStatus } from '~/components/error-page.tsx';
import { ClockIcon, StoreIcon, TruckIcon } from '~/components/icons.tsx';
import { Picture } from '~/components/picture.tsx';
import { DeliveryTerms, ReachNotice } from '~/features/cart/components/delivery-terms.tsx';
import { loadDeliveryTerms } from '~/features/cart/delivery-terms.server.ts';
import { useAddressReach } from '~/features/cart/use-delivery-terms.ts';
import { ChatWithStore } from '~/features/chat/components/chat-with-store.tsx';
import { Breadcrumb } from '~/features/catalogue/components/breadcrumb.tsx';
import { StoreOffers } from '~/features/offers/components/store-offers.tsx';
import { Pagination } from '~/features/catalogue/components/pagination.tsx';
import { ProductCard } from '~/features/catalogue/components/product-card.tsx';
import { pageParam } from '~/features/catalogue/query.ts';
import { siteUrlOf } from '~/lib/site-url.server.ts';
import { storeLd } from '~/features/catalogue/seo.ts';
import { ReviewsSection } from '~/features/reviews/components/reviews-section.tsx';
import { Stars } from '~/features/reviews/components/stars.tsx';
import { loadReviewsFor } from '~/features/reviews/load.server.ts';
import { withReviewsLd } from '~/features/reviews/seo.ts';
import { failedCallStatus, serverApiGet } from '~/lib/api.server.ts';
import { translator } from '~/lib/i18n.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { isWebUrl } from '@bedesten/core/stores/web-url';
import {
  absoluteUrl,
  breadcrumbListLd,
  errorMeta,
  languageFromMatches,
  metaTags,
  siteUrlFromMatches,
} from '~/lib/meta.ts';
import { useLanguage } from '~/lib/root-data.ts';
import type { Route } from './+types/store-detail';
import { formatKilometres } from '~/lib/format-number.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const page = pageParam(new URL(request.url).searchParams);
  const result = await serverApiGet<{ data: StoreDetail }>(
    request,
    `storeDetail/${encodeURIComponent(params.storeSlug)}`,
    { page, lang },
    { lang },
  );
  // Unknown, unapproved and deactivated stores all answer 404 from the API.
  if (!result.ok) throw data(null, { status: failedCallStatus(result, { 400: 404, 404: 404 }) });
  const store = result.data.data;
  // The offers strip and the reviews are parts: if one cannot be read, the page shows without it.
  const [offers, reviews, delivery] = await Promise.all([
    serverApiGet<{ data: PublicOffer[] }>(request, 'offerList', { store_id: store.id, lang }, { lang }),
    loadReviewsFor(request, { store_id: store.id }, lang),
    loadDeliveryTerms(request, store.id, lang),
  ]);
  const t = translator(lang);
  const crumbs = [
    { name: t('catalogue:crumbs.home'), to: '/' },
    { name: t('pages:stores.title'), to: '/stores' },
    { name: store.title, to: `/stores/${store.slug}`, proper: true },
  ];
  return {
    store,
    crumbs,
    origin: siteUrlOf(request),
    offers: offers.ok ? offers.data.data : [],
    reviews,
    delivery,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  if (error || !loaderData) return errorMeta(matches, error ? errorStatus(error) : 404);
  const { store, crumbs, origin, reviews } = loaderData;
  const t = translator(languageFromMatches(matches));
  const description =
    store.description || t('catalogue:store.metaDescription', { title: store.title, city: store.city });
  const site = siteUrlFromMatches(matches) ?? origin;
  const picture = store.banner_url ?? store.image_url;
  return metaTags(languageFromMatches(matches), store.title, description, {
    url: absoluteUrl(site, `/stores/${store.slug}`),
    ...(picture ? { image: absoluteUrl(site, picture) } : {}),
    extra: [
      { 'script:ld+json': withReviewsLd(storeLd(origin, store, languageFromMatches(matches)), reviews) },
      { 'script:ld+json': breadcrumbListLd(origin, crumbs) },
    ],
  });
};

/** A shop page (SPEC.md §2): header, products, about and reviews, each a section the tabs jump to. */
export default function StorePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const { store, crumbs, offers, reviews, delivery } = loaderData;
  const reach = useAddressReach(store.id, delivery);
  const products = store.products;
  const hours =
    store.working_hours.from && store.working_hours.to
      ? t('store.hoursValue', { from: store.working_hours.from, to: store.working_hours.to })
      : t('store.hoursUnknown');
  return (
    <div className="page container store-page">
      <Breadcrumb crumbs={crumbs} />
      <header className="store-hero">
        <div className="store-hero__banner">
          {store.banner_url ? (
            <Picture src={store.banner_url} alt="" width={1200} height={300} use="cover" priority />
          ) : null}
        </div>
        <div className="store-hero__main">
          <div className="store-hero__logo">
            {store.image_url ? (
              <Picture src={store.image_url} alt="" width={96} height={96} use="thumb" priority={!store.banner_url} />
            ) : (
              <StoreIcon size={40} />
            )}
          </div>
          <div>
            <h1 className="store-hero__title" translate="no">
              {store.title}
            </h1>
            <p className="muted">
              {[store.category?.name, t(`type.${store.type}`), placeName(store.city, store.district)]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <ChatWithStore storeId={store.id} />
          </div>
        </div>
        <dl className="facts facts--row">
          <div>
            <dt>
              <ClockIcon size={16} /> {t('store.hours')}
            </dt>
            <dd>{hours}</dd>
          </div>
          <div>
            <dt>
              <TruckIcon size={16} /> {t('store.deliveryTime')}
            </dt>
            <dd>{t('store.minutes', { count: store.delivery_time })}</dd>
          </div>
          <div>
            <dt>{t('store.deliveryRadius')}</dt>
            <dd>{t('store.km', { value: formatKilometres(store.delivery_max_distance, lang) })}</dd>
          </div>
          <div>
            <dt>{t('store.minimumOrder')}</dt>
            <dd>
              {store.minimum_order_amount > 0 ? formatMoney(store.minimum_order_amount, lang) : t('store.noMinimum')}
            </dd>
          </div>
          <div>
            <dt>{t('store.rating')}</dt>
            <dd>
              {store.rating_count > 0 ? (
                <a href="#reviews" className="text-link">
                  <Stars value={store.avg_rating} count={store.rating_count} />
                </a>
              ) : (
                t('store.noRating')
              )}
            </dd>
          </div>
        </dl>
      </header>

      {delivery && reach ? <ReachNotice reach={reach} radiusKm={delivery.radius_km} /> : null}

      <StoreOffers offers={offers} />

      <nav className="section-tabs" aria-label={t('store.sections')}>
        <a href="#products">{t('store.products')}</a>
        {delivery ? <a href="#delivery">{t('cart:delivery.title')}</a> : null}
        <a href="#about">{t('store.about')}</a>
        <a href="#reviews">{t('store.reviews')}</a>
      </nav>

      <section id="products" className="store-section" aria-labelledby="products-title">
        <h2 id="products-title">{t('store.products')}</h2>
        {store.sub_categories.length > 0 ? (
          <ul className="chips" aria-label={t('store.subCategories')}>
            {store.sub_categories.map((sub) => (
              <li key={sub.id}>
                <Link className="chip" to={`/sub-category?sub_category=${sub.id}`}>
                  {sub.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {products.data.length > 0 ? (
          <>
            <p className="muted">{t('results.products', { count: products.total })}</p>
            <ul className="product-grid">
              {products.data.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} showStore={false} />
                </li>
              ))}
            </ul>
            <Pagination current={products.current_page} last={products.last_page} />
          </>
        ) : (
          <p className="notice">{t('messages:no_products_found')}</p>
        )}
      </section>

      {delivery ? (
        <div id="delivery" className="store-section">
          <DeliveryTerms terms={delivery} showReach={false} />
        </div>
      ) : null}

      <section id="about" className="store-section" aria-labelledby="about-title">
        <h2 id="about-title">{t('store.about')}</h2>
        {store.description ? <p lang={store.description_language}>{store.description}</p> : null}
        <dl className="about-list">
          <dt>{t('store.address')}</dt>
          {/* A postal address is written as the post knows it, in any page language: a name, not words. */}
          <dd translate="no">{[store.address, store.postal_code, store.city].filter(Boolean).join(', ')}</dd>
          {store.phone_number ? (
            <>
              <dt>{t('store.phone')}</dt>
              <dd>
                <a href={`tel:${store.country_code ?? ''}${store.phone_number}`}>
                  {`${store.country_code ?? ''} ${store.phone_number}`.trim()}
                </a>
              </dd>
            </>
          ) : null}
          {store.email ? (
            <>
              <dt>{t('store.email')}</dt>
              <dd>
                <a href={`mailto:${store.email}`}>{store.email}</a>
              </dd>
            </>
          ) : null}
          {store.website_url && isWebUrl(store.website_url) ? (
            <>
              <dt>{t('store.website')}</dt>
              <dd>
                <a href={store.website_url} rel="noopener nofollow">
                  {store.website_url}
                </a>
              </dd>
            </>
          ) : null}
          {store.cuisines.length > 0 ? (
            <>
              <dt>{t('store.cuisines')}</dt>
              {/* The vendor's own words, in the language they wrote them. */}
              <dd data-own-words>{store.cuisines.join(', ')}</dd>
            </>
          ) : null}
          <dt>{t('store.preOrder')}</dt>
          <dd>{store.pre_order ? t('store.yes') : t('store.no')}</dd>
        </dl>
      </section>

      <ReviewsSection list={reviews} title={t('store.reviews')} />
    </div>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return <ErrorContent error={error} />;
}
