import type { ProductCard as ProductCardData } from '@bedesten/core/schemas/catalogue';
import type { StoreCard as StoreCardData } from '@bedesten/core/schemas/stores';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { ArrowIcon } from '~/components/icons.tsx';
import { ProductCard } from './product-card.tsx';
import { StoreCard } from './store-card.tsx';

/** The home page's two catalogue rows; each one is left out when the API gave nothing (or did not answer in time). */

/** The most visited stores, with a link to all of them. */
export function PopularStores({ stores }: { stores: readonly StoreCardData[] }) {
  const { t } = useTranslation('home');
  if (stores.length === 0) return null;
  return (
    <section className="section container home-row below-fold" aria-labelledby="popular-title">
      <div className="section__header section__header--row">
        <h2 id="popular-title">{t('popular.heading')}</h2>
        <Link to="/stores?sort=most_visited" className="text-link">
          {t('popular.all')}
          <ArrowIcon size={16} />
        </Link>
      </div>
      <ul className="card-grid">
        {stores.map((store) => (
          <li key={store.id}>
            <StoreCard store={store} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Featured products, with a link to the shopping page. */
export function FeaturedProducts({ products }: { products: readonly ProductCardData[] }) {
  const { t } = useTranslation('home');
  if (products.length === 0) return null;
  return (
    <section className="section container home-row below-fold" aria-labelledby="featured-title">
      <div className="section__header section__header--row">
        <h2 id="featured-title">{t('featured.heading')}</h2>
        <Link to="/shopping" className="text-link">
          {t('featured.all')}
          <ArrowIcon size={16} />
        </Link>
      </div>
      <ul className="product-grid">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
