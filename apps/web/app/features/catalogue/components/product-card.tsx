import type { ProductCard as ProductCardData } from '@bedesten/core/schemas/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BagIcon } from '~/components/icons.tsx';
import { WishlistHeart } from '~/components/wishlist-heart.tsx';
import { Price } from './price.tsx';
import { RatingText } from './store-card.tsx';

export function productHref(product: Pick<ProductCardData, 'slug' | 'store'>): string {
  return `/stores/${product.store.slug}/${product.slug}`;
}

/** A product in a grid: picture, name, store, rating (once reviewed), price (from the cheapest variant), stock state and the wishlist heart. */
export function ProductCard({ product, showStore = true }: { product: ProductCardData; showStore?: boolean }) {
  const { t } = useTranslation();
  const ranged = product.min_price !== null && product.max_price !== null && product.max_price > product.min_price;
  return (
    <article className="product-card">
      <div className="product-card__media">
        {product.image_url ? (
          <img src={product.image_url} alt="" width={240} height={240} loading="lazy" decoding="async" />
        ) : (
          <span className="store-card__placeholder" aria-hidden="true">
            <BagIcon size={36} />
          </span>
        )}
      </div>
      <WishlistHeart productId={product.id} productName={product.name} />
      <div className="product-card__body">
        <h3 className="product-card__title">
          <Link to={productHref(product)} className="card-link" prefetch="intent">
            {product.name}
          </Link>
        </h3>
        {showStore ? (
          <p className="product-card__store muted" translate="no">
            {product.store.title}
          </p>
        ) : null}
        {product.rating_count > 0 ? (
          <p className="product-card__rating">
            <RatingText value={product.avg_rating} count={product.rating_count} />
          </p>
        ) : null}
        <Price selling={product.selling_price} mrp={product.mrp_price} from={ranged} />
        {product.stock_status !== 'in_stock' ? (
          <p className="stock stock--out">{t(`messages:${product.stock_status}`)}</p>
        ) : null}
      </div>
    </article>
  );
}
