import { formatMoney } from '@bedesten/core/money/format-money';
import type { VendorProduct } from '@bedesten/core/schemas/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '~/components/dialog.tsx';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { vendorCatalogueApi } from '../api.ts';
import { localName } from '../list-query.ts';
import { ApprovalBadge, RejectionReason } from './approval-badge.tsx';
import { PriceRange } from './vendor-product-card.tsx';
import { StockStatus } from './variant-row.tsx';

/** Names the read view shows for the ids a product holds. */
export interface ProductLabels {
  category: string | null;
  subCategory: string | null;
  unit: string | null;
  vatRate: string | null;
}

/** A product as its vendor reads it: pictures, words, variants, stock and where approval stands. */
export function ProductView({ product, labels }: { product: VendorProduct; labels: ProductLabels }) {
  const { t } = useTranslation('vendor-catalogue');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const onApiError = useApiErrorHandler();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = localName(product, lang);

  const remove = async () => {
    setBusy(true);
    const result = await vendorCatalogueApi.deleteProduct(product.id);
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      onApiError(result);
      return;
    }
    notifySuccess(result.data.data.message);
    await navigate('/vendor/product-manage');
  };

  const facts: [string, string | null][] = [
    [t('fields.category'), labels.category],
    [t('fields.subCategory'), labels.subCategory],
    [t('fields.availability'), product.availability === 'limited' ? t('fields.limited') : t('fields.always')],
    [
      t('fields.unit'),
      product.unit_quantity !== null || labels.unit
        ? [product.unit_quantity, labels.unit].filter((part) => part !== null).join(' ')
        : null,
    ],
    [t('fields.sku'), product.sku],
    [t('fields.brand'), product.brand],
    [t('fields.vatRate'), labels.vatRate],
    [t('view.totalStock'), product.total_stock === null ? t('stock.always') : String(product.total_stock)],
  ];

  return (
    <div className="vc-view">
      <div className="vc-view__status">
        <p className="vc-product__meta">
          <ApprovalBadge status={product.status} />
          <span>
            <PriceRange product={product} />
          </span>
        </p>
        <RejectionReason status={product.status} reason={product.rejection_reason} />
        {product.status === 'pending' ? <p className="alert alert--info">{t('view.pendingNotice')}</p> : null}
        {product.status === 'rejected' ? <p className="muted">{t('view.rejectedNotice')}</p> : null}
        <p className="vc-header-actions">
          <Link to={`/vendor/products-edit?id=${product.id}`} className="button button--primary">
            {t('actions.edit')}
            <span className="visually-hidden"> ({name})</span>
          </Link>
          <button
            type="button"
            className="button button--danger"
            disabled={!hydrated}
            onClick={() => setConfirming(true)}
          >
            {t('actions.deleteProduct')}
          </button>
        </p>
      </div>

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

      <ConfirmDialog
        open={confirming}
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={() => void remove()}
        title={t('confirm.productTitle')}
        text={t('confirm.productText', { name })}
        confirmLabel={t('confirm.productConfirm')}
      />
    </div>
  );
}
