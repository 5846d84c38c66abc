import type { ProductCard as ProductCardData } from '@bedesten/core/schemas/catalogue';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { formatPercentage } from '~/lib/format-number.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { Link } from '~/components/link.tsx';
import { BagIcon } from '~/components/icons.tsx';
import { Picture } from '~/components/picture.tsx';
import { WishlistHeart } from '~/components/wishlist-heart.tsx';
import { Price } from './price.tsx';
import { RatingText } from './store-card.tsx';

export function productHref(product: Pick<ProductCardData, 'slug' | 'store'>): string {
  return `/stores/${product.store.slug}/${product.slug}`;
}

/** The discount in whole percent, when the shown price is below the list price. */
export function discountPercent(product: Pick<ProductCardData, 'selling_price' | 'mrp_price'>): number | null {
  const { selling_price: selling, mrp_price: mrp } = product;
  if (selling === null || mrp === null || mrp <= selling) return null;
  const percent = Math.round(((mrp - selling) / mrp) * 100);
  return percent > 0 ? percent : null;
}

/**
 * A product in a grid: picture with its badges, name, store, stars (once
 * reviewed), price (from the cheapest variant), stock state and the
 * wishlist heart. `priority` marks the first cards of a page, whose
 * picture may be the largest thing on screen.
 */
export function ProductCard({
  product,
  showStore = true,
  priority = false,
}: {
  product: ProductCardData;
  showStore?: boolean;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const ranged = product.min_price !== null && product.max_price !== null && product.max_price > product.min_price;
  const off = discountPercent(product);
  const unavailable = product.stock_status !== 'in_stock';
  return (
    <article className={unavailable ? 'product-card product-card--unavailable' : 'product-card'}>
      <div className="product-card__media">
        {product.image_url ? (
          <Picture src={product.image_url} alt="" width={400} height={400} use="productCard" priority={priority} />
        ) : (
          <span className="store-card__placeholder" aria-hidden="true">
            <BagIcon size={36} />
          </span>
        )}
        {/* Said in words below (price and stock lines); the badges are for the eye. */}
        {unavailable || off ? (
          <span className="badges" aria-hidden="true">
            {unavailable ? <span className="badge badge--muted">{t(`messages:${product.stock_status}`)}</span> : null}
            {!unavailable && off ? (
              <span className="badge badge--offer">{`−${formatPercentage(off, lang)}`}</span>
            ) : null}
          </span>
        ) : null}
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
            <RatingText value={product.avg_rating} count={product.rating_count} stars />
          </p>
        ) : null}
        <Price selling={product.selling_price} mrp={product.mrp_price} from={ranged} />
        {unavailable ? <p className="stock stock--out">{t(`messages:${product.stock_status}`)}</p> : null}
      </div>
    </article>
  );
}
