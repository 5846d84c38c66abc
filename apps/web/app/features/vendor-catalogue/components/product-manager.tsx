import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { VendorProduct } from '@bedesten/core/schemas/catalogue';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Form, useNavigation } from 'react-router';
import { ConfirmDialog } from '~/components/dialog.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { vendorCatalogueApi } from '../api.ts';
import { localName, type ProductListFilters } from '../list-query.ts';
import { useCatalogueAction } from '../use-catalogue-action.ts';
import { Pager } from '~/components/pager.tsx';
import { variantName } from './variant-row.tsx';
import { VendorProductCard } from './vendor-product-card.tsx';

type Variant = VendorProduct['variants'][number];
type Deleting =
  { kind: 'product'; product: VendorProduct } | { kind: 'variant'; product: VendorProduct; variant: Variant };

/**
 * The vendor's products (one page of ten, SPEC.md §9) with search, the
 * stock filter high/low (SPEC.md §4) and the approval filter; every product
 * with its variants' stock, switches and deletes. Used by the product
 * management page and a sub-category's page.
 */
export function ProductManager({
  list,
  filters,
  headingId,
}: {
  list: PagedList<VendorProduct>;
  filters: ProductListFilters;
  headingId: string;
}) {
  const { t } = useTranslation('vendor-catalogue');
  const lang = useLanguage();
  const navigation = useNavigation();
  const { busy, run } = useCatalogueAction();
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const filtered = Boolean(filters.search || filters.stock || filters.status);

  const confirmDelete = async () => {
    if (!deleting) return;
    const done =
      deleting.kind === 'product'
        ? await run('delete', () => vendorCatalogueApi.deleteProduct(deleting.product.id))
        : await run('delete', () => vendorCatalogueApi.deleteVariant(deleting.variant.id));
    if (done) setDeleting(null);
  };

  return (
    <div className="vc-stack">
      <Form method="get" className="vc-filters" role="search" aria-label={t('filters.label')} preventScrollReset>
        <div className="field vc-filters__search">
          <label htmlFor="vc-search">{t('filters.search')}</label>
          <input id="vc-search" type="search" name="search" defaultValue={filters.search} maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor="vc-stock">{t('filters.stock')}</label>
          <select id="vc-stock" name="stock" defaultValue={filters.stock}>
            <option value="">{t('filters.all')}</option>
            <option value="high">{t('filters.stockHigh')}</option>
            <option value="low">{t('filters.stockLow')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="vc-status">{t('filters.status')}</label>
          <select id="vc-status" name="status" defaultValue={filters.status}>
            <option value="">{t('filters.all')}</option>
            <option value="pending">{t('approval.pending')}</option>
            <option value="approved">{t('approval.approved')}</option>
            <option value="rejected">{t('approval.rejected')}</option>
          </select>
        </div>
        <div className="vc-filters__actions">
          <button
            type="submit"
            className="button button--primary button--small"
            aria-busy={navigation.state === 'loading'}
          >
            {t('filters.apply')}
          </button>
        </div>
      </Form>
      <p className="muted" role="status">
        {t('list.count', { count: list.total })}
      </p>
      {list.data.length === 0 ? (
        <div className="notice">
          <p className="notice__title">{t('messages:no_products_found')}</p>
          <p>{filtered ? t('list.emptyFiltered') : t('list.emptyHint')}</p>
        </div>
      ) : (
        <ul className="vc-product-list" aria-labelledby={headingId}>
          {list.data.map((product) => (
            <li key={product.id}>
              <VendorProductCard
                product={product}
                onDeleteProduct={(p) => setDeleting({ kind: 'product', product: p })}
                onDeleteVariant={(p, variant) => setDeleting({ kind: 'variant', product: p, variant })}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager current={list.current_page} last={list.last_page} label={t('paging.products')} />
      <ConfirmDialog
        open={deleting !== null}
        busy={busy === 'delete'}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        title={deleting?.kind === 'variant' ? t('confirm.variantTitle') : t('confirm.productTitle')}
        text={
          deleting === null
            ? ''
            : deleting.kind === 'variant'
              ? t('confirm.variantText', {
                  variant: variantName(deleting.variant),
                  name: localName(deleting.product, lang),
                })
              : t('confirm.productText', { name: localName(deleting.product, lang) })
        }
        confirmLabel={deleting?.kind === 'variant' ? t('confirm.variantConfirm') : t('confirm.productConfirm')}
      />
    </div>
  );
}
