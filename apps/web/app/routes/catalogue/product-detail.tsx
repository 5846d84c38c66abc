import { percentToBasisPoints } from '@bedesten/core/money/percent';
import { vatRateLabel } from '@bedesten/core/pricing/vat-names';
import type { ProductDetail } from '@bedesten/core/schemas/catalogue';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { data, redirect } from 'react-router';
import { Link } from '~/components/link.tsx';
import { ErrorContent, errorStatus } from '~/components/error-page.tsx';
import { BagIcon } from '~/components/icons.tsx';
import { Picture } from '~/components/picture.tsx';
import { WishlistHeart } from '~/components/wishlist-heart.tsx';
import { AddToCart } from '~/features/cart/components/add-to-cart.tsx';
import { ChatWithStore } from '~/features/chat/components/chat-with-store.tsx';
import { Breadcrumb } from '~/features/catalogue/components/breadcrumb.tsx';
import { RelatedProducts } from '~/features/catalogue/components/related-products.tsx';
import { VariantPicker } from '~/features/catalogue/components/variant-picker.tsx';
import { siteUrlOf } from '~/lib/site-url.server.ts';
import { productLd } from '~/features/catalogue/seo.ts';
import { ReviewsSection } from '~/features/reviews/components/reviews-section.tsx';
import { Stars } from '~/features/reviews/components/stars.tsx';
import { loadReviewsFor } from '~/features/reviews/load.server.ts';
import { withReviewsLd } from '~/features/reviews/seo.ts';
import { ProductQuestions } from '~/features/questions/components/product-questions.tsx';
import { loadProductQuestions } from '~/features/questions/load.server.ts';
import { failedCallStatus, serverApiGet } from '~/lib/api.server.ts';
import { translator } from '~/lib/i18n.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { useLanguage } from '~/lib/root-data.ts';
import {
  absoluteUrl,
  breadcrumbListLd,
  errorMeta,
  languageFromMatches,
  metaTags,
  siteUrlFromMatches,
} from '~/lib/meta.ts';
import type { Route } from './+types/product-detail';
import { formatNumber } from '~/lib/format-number.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const url = new URL(request.url);
  const result = await serverApiGet<{ data: ProductDetail }>(
    request,
    `productDetail/${encodeURIComponent(params.productSlug)}`,
    { lang },
    { lang },
  );
  if (!result.ok) throw data(null, { status: failedCallStatus(result, { 400: 404, 404: 404 }) });
  const product = result.data.data;
  // A product lives under one store: another store's URL (or an id) moves to the real one.
  if (product.store.slug !== params.storeSlug || product.slug !== params.productSlug) {
    throw redirect(`/stores/${product.store.slug}/${product.slug}${url.search}`, 301);
  }
  const t = translator(lang);
  const crumbs = [
    { name: t('catalogue:crumbs.home'), to: '/' },
    { name: t('pages:stores.title'), to: '/stores' },
    { name: product.store.title, to: `/stores/${product.store.slug}`, proper: true },
    { name: product.name, to: `/stores/${product.store.slug}/${product.slug}` },
  ];
  // The reviews are a part of the page: if they cannot be read, it shows without them.
  const [reviews, questions] = await Promise.all([
    loadReviewsFor(request, { product_id: product.id }, lang),
    loadProductQuestions(request, product.id),
  ]);
  return {
    product,
    crumbs,
    origin: siteUrlOf(request),
    variant: url.searchParams.get('variant'),
    reviews,
    questions,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  if (error || !loaderData) return errorMeta(matches, error ? errorStatus(error) : 404);
  const { product, crumbs, origin, reviews } = loaderData;
  const lang = languageFromMatches(matches);
  const description = product.description.slice(0, 160) || product.name;
  const site = siteUrlFromMatches(matches) ?? origin;
  return metaTags(lang, `${product.name} · ${product.store.title}`, description, {
    url: absoluteUrl(site, `/stores/${product.store.slug}/${product.slug}`),
    type: 'product',
    ...(product.images[0] ? { image: absoluteUrl(site, product.images[0]) } : {}),
    extra: [
      { 'script:ld+json': withReviewsLd(productLd(origin, product, lang), reviews) },
      { 'script:ld+json': breadcrumbListLd(origin, crumbs) },
    ],
  });
};

/** A product page under its store (SPEC.md §2): pictures, price, variants, stock, details. */
export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalogue');
  const { product, crumbs, variant, reviews } = loaderData;
  const lang = useLanguage();
  const [cover, ...others] = product.images;
  return (
    <div className="page container product-page">
      <Breadcrumb crumbs={crumbs} />
      <div className="product-layout">
        <div className="gallery">
          <div className="gallery__main">
            {cover ? (
              <Picture src={cover} alt={product.name} width={800} height={800} use="productMain" priority />
            ) : (
              <span className="store-card__placeholder" aria-hidden="true">
                <BagIcon size={64} />
              </span>
            )}
          </div>
          {others.length > 0 ? (
            <ul className="gallery__thumbs">
              {others.map((src, index) => (
                <li key={src}>
                  <Picture
                    src={src}
                    alt={t('product.photo', { name: product.name, number: index + 2 })}
                    width={120}
                    height={120}
                    use="thumb"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="product-info">
          <p className="eyebrow">{product.category.name}</p>
          <h1 className="product-info__title">{product.name}</h1>
          {product.rating_count > 0 ? (
            <p>
              <a href="#reviews" className="text-link product-info__rating">
                <Stars value={product.avg_rating} count={product.rating_count} />
              </a>
            </p>
          ) : null}
          <p className="muted">
            {t('product.soldBy')}{' '}
            <Link to={`/stores/${product.store.slug}`} className="text-link" translate="no">
              {product.store.title}
            </Link>
          </p>
          <WishlistHeart productId={product.id} productName={product.name} large />
          <ChatWithStore storeId={product.store.id} />
          <VariantPicker
            key={product.id}
            product={product}
            initialVariant={variant}
            action={(chosen, quantity, capped) => (
              <AddToCart product={product} variant={chosen} quantity={quantity} capped={capped} />
            )}
          />
          <section aria-labelledby="details-title" className="product-details">
            <h2 id="details-title">{t('product.details')}</h2>
            <p>{product.description}</p>
            <dl className="about-list">
              {product.brand ? (
                <>
                  <dt>{t('product.brand')}</dt>
                  <dd>{product.brand}</dd>
                </>
              ) : null}
              {product.unit ? (
                <>
                  <dt>{t('product.unit')}</dt>
                  <dd>{`${formatNumber(product.unit_quantity ?? 1, lang)} × ${product.unit.name}`}</dd>
                </>
              ) : null}
              {product.sku ? (
                <>
                  <dt>{t('product.sku')}</dt>
                  <dd>{product.sku}</dd>
                </>
              ) : null}
              {product.vat_rate ? (
                <>
                  <dt>{t('product.vat')}</dt>
                  <dd>{vatRateLabel(product.vat_rate.name, percentToBasisPoints(product.vat_rate.rate), lang)}</dd>
                </>
              ) : null}
            </dl>
          </section>
        </div>
      </div>
      <RelatedProducts products={product.related} />
      <ReviewsSection list={reviews} title={t('reviews:section.title')} />
      <ProductQuestions productId={product.id} list={loaderData.questions} />
    </div>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return <ErrorContent error={error} />;
}
