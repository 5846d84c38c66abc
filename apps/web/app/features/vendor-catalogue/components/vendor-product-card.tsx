import { formatMoney } from '@bedesten/core/money/format-money';
import type { VendorProduct } from '@bedesten/core/schemas/catalogue';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { thumbnailOf } from '~/components/upload-field.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { localName } from '../list-query.ts';
import { ApprovalBadge, RejectionReason } from './approval-badge.tsx';
import { VariantRow } from './variant-row.tsx';

type Variant = VendorProduct['variants'][number];

/** "€4.00 – €8.00", or one price when all variants cost the same. */
export function PriceRange({ product }: { product: VendorProduct }) {
  const lang = useLanguage();
  if (product.min_price === null || product.max_price === null) return null;
  const from = formatMoney(product.min_price, lang);
  return <>{product.min_price === product.max_price ? from : `${from} – ${formatMoney(product.max_price, lang)}`}</>;
}

/** A product in the management lists: its approval state, variants and actions, as a card at any width. */
export function VendorProductCard({
  product,
  onDeleteProduct,
  onDeleteVariant,
}: {
  product: VendorProduct;
  onDeleteProduct: (product: VendorProduct) => void;
  onDeleteVariant: (product: VendorProduct, variant: Variant) => void;
}) {
  const { t } = useTranslation('vendor-catalogue');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const name = localName(product, lang);
  const image = product.images[0];
  const details = `/vendor/product-details?id=${product.id}`;
  return (
    <article className="card vc-product" aria-labelledby={`product-${product.id}`} data-product={product.id}>
      <div className="vc-product__head">
        {image ? (
          <img className="vc-product__image" src={thumbnailOf(image)} alt="" width={72} height={72} loading="lazy" />
        ) : (
          <span className="vc-product__image vc-product__image--none" aria-hidden="true" />
        )}
        <div className="vc-product__summary">
          <h3 id={`product-${product.id}`} className="vc-product__name">
            <Link to={details}>{name}</Link>
          </h3>
          {lang === 'tr' || !product.name_tr ? null : (
            <p className="muted vc-product__alt" lang="tr">
              {product.name_tr}
            </p>
          )}
          <p className="vc-product__meta">
            <ApprovalBadge status={product.status} />
            <span>
              <PriceRange product={product} />
            </span>
            <span className="muted">
              {product.total_stock === null ? t('stock.always') : t('stock.total', { count: product.total_stock })}
            </span>
          </p>
          <RejectionReason status={product.status} reason={product.rejection_reason} />
        </div>
        <div className="vc-product__actions">
          <Link to={`/vendor/products-edit?id=${product.id}`} className="button button--secondary button--small">
            {t('actions.edit')}
            <span className="visually-hidden"> ({name})</span>
          </Link>
          <button
            type="button"
            className="button button--ghost button--small button--danger-text"
            disabled={!hydrated}
            onClick={() => onDeleteProduct(product)}
          >
            {t('actions.delete')}
            <span className="visually-hidden"> ({name})</span>
          </button>
        </div>
      </div>
      <h4 className="visually-hidden">{t('variants.title', { name })}</h4>
      <ul className="vc-variants">
        {product.variants.map((variant) => (
          <VariantRow
            key={`${variant.id}:${variant.stock ?? 'always'}:${variant.active_status}`}
            product={product}
            variant={variant}
            onDelete={(v) => onDeleteVariant(product, v)}
          />
        ))}
      </ul>
    </article>
  );
}
