import type { ProductCard as ProductCardData } from '@bedesten/core/schemas/catalogue';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { ProductCard } from './product-card.tsx';

/** "You may also like" under a product: the same shelf first, then the same kind of shop (at most 8, from the API). */
export function RelatedProducts({ products }: { products: readonly ProductCardData[] }) {
  const { t } = useTranslation('catalogue');
  if (products.length === 0) return null;
  return (
    <section className="section related-products below-fold" aria-labelledby="related-title">
      <h2 id="related-title">{t('product.related')}</h2>
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
