import type { VendorProduct } from '@bedesten/core/schemas/catalogue';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useNavigate } from 'react-router';
import { Link } from '~/components/link.tsx';
import { ConfirmDialog } from '~/components/dialog.tsx';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { vendorCatalogueApi } from '../api.ts';
import { localName } from '../list-query.ts';
import { ApprovalBadge, RejectionReason } from './approval-badge.tsx';
import {
  ProductFacts,
  ProductImages,
  ProductVariants,
  ProductWords,
  type ProductLabels,
} from './product-view-sections.tsx';
import { PriceRange } from './vendor-product-card.tsx';

/** Names the read view shows for the ids a product holds. */
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

      <ProductImages product={product} name={name} />
      <ProductWords product={product} />
      <ProductFacts product={product} labels={labels} />
      <ProductVariants product={product} />

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
