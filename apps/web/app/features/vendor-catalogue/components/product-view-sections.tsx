import { formatMoney } from '@bedesten/core/money/format-money';
import type { VendorProduct } from '@bedesten/core/schemas/catalogue';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { formatNumber } from '~/lib/format-number.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { StockStatus } from './variant-row.tsx';

/** The names of the product's category, sub-category, unit and VAT rate, in the page's language. */
export interface ProductLabels {
  category: string | null;
  subCategory: string | null;
  unit: string | null;
  vatRate: string | null;
}

/** The read view's cards, in page order; each is titled by its own heading. */

/** The product's pictures, each described by the product's name and its place. */
export function ProductImages({ product, name }: { product: VendorProduct; name: string }) {
  const { t } = useTranslation('vendor-catalogue');
  return (
    <section className="card" aria-labelledby="view-images">
      <h2 id="view-images" className="vc-section-title">
        {t('fields.images')}
      </h2>
      <ul className="vc-gallery">
        {product.images.map((url, n) => (
          <li key={url}>
            <img src={url} alt={t('view.imageAlt', { name, n: n + 1 })} width={240} height={240} loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Names and descriptions in English and Turkish; a missing Turkish text says so. */
export function ProductWords({ product }: { product: VendorProduct }) {
  const { t } = useTranslation('vendor-catalogue');
  return (
    <section className="card" aria-labelledby="view-words">
      <h2 id="view-words" className="vc-section-title">
        {t('form.sections.words')}
      </h2>
      <dl className="vc-facts">
        <dt>{t('fields.nameEn')}</dt>
        <dd lang="en">{product.name_en}</dd>
        <dt>{t('fields.nameTr')}</dt>
        <dd lang={product.name_tr ? 'tr' : undefined}>{product.name_tr ?? t('view.none')}</dd>
        <dt>{t('fields.descriptionEn')}</dt>
        <dd lang="en" className="vc-text">
          {product.description_en}
        </dd>
        <dt>{t('fields.descriptionTr')}</dt>
        <dd lang={product.description_tr ? 'tr' : undefined} className="vc-text">
          {product.description_tr ?? t('view.none')}
        </dd>
      </dl>
    </section>
  );
}

/** Category, availability, unit, codes, VAT and total stock, named by the page's labels. */
export function ProductFacts({ product, labels }: { product: VendorProduct; labels: ProductLabels }) {
  const { t } = useTranslation('vendor-catalogue');
  const lang = useLanguage();
  const facts: [string, string | null][] = [
    [t('fields.category'), labels.category],
    [t('fields.subCategory'), labels.subCategory],
    [t('fields.availability'), product.availability === 'limited' ? t('fields.limited') : t('fields.always')],
    [
      t('fields.unit'),
      product.unit_quantity !== null || labels.unit
        ? [product.unit_quantity === null ? null : formatNumber(product.unit_quantity, lang), labels.unit]
            .filter((part) => part !== null)
            .join(' ')
        : null,
    ],
    [t('fields.sku'), product.sku],
    [t('fields.brand'), product.brand],
    [t('fields.vatRate'), labels.vatRate],
    [t('view.totalStock'), product.total_stock === null ? t('stock.always') : String(product.total_stock)],
  ];
  return (
    <section className="card" aria-labelledby="view-facts">
      <h2 id="view-facts" className="vc-section-title">
        {t('form.sections.stock')}
      </h2>
      <dl className="vc-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="vc-facts__row">
            <dt>{label}</dt>
            <dd>{value ?? t('view.none')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Each variant's size, code, price, stock and state; they are changed from the product list. */
export function ProductVariants({ product }: { product: VendorProduct }) {
  const { t } = useTranslation('vendor-catalogue');
  const lang = useLanguage();
  return (
    <section className="card" aria-labelledby="view-variants">
      <h2 id="view-variants" className="vc-section-title">
        {t('fields.variants')}
      </h2>
      <ul className="vc-variants">
        {product.variants.map((variant) => (
          <li key={variant.id} className="vc-variant vc-variant--read" data-variant={variant.unique_id}>
            <div className="vc-variant__main">
              <p className="vc-variant__name">
                <strong>{variant.size?.name ?? t('variants.noSize')}</strong>{' '}
                <span className="muted vc-code">{variant.unique_id}</span>
              </p>
              <p className="vc-variant__price">
                {formatMoney(variant.selling_price, lang)}
                {variant.discount > 0 ? <s className="muted">{formatMoney(variant.mrp_price, lang)}</s> : null}
              </p>
              <StockStatus variant={variant} />
              <span className={variant.active_status ? 'tag tag--success' : 'tag'}>
                {variant.active_status ? t('variants.activated') : t('variants.deactivated')}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/vendor/product-manage">{t('view.manageVariants')}</Link>
      </p>
    </section>
  );
}
