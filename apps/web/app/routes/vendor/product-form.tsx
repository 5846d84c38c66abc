import { percentToBasisPoints } from '@bedesten/core/money/percent';
import { vatRateLabel } from '@bedesten/core/pricing/vat-names';
import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { SubCategory, VendorProduct } from '@bedesten/core/schemas/catalogue';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { ApprovalBadge, RejectionReason } from '~/features/vendor-catalogue/components/approval-badge.tsx';
import { ProductForm } from '~/features/vendor-catalogue/components/product-form.tsx';
import type { ProductFormOptions } from '~/features/vendor-catalogue/components/product-form-sections.tsx';
import { referenceList, vendorRead } from '~/features/vendor-catalogue/load.server.ts';
import { emptyProduct, valuesOfProduct } from '~/features/vendor-catalogue/product-values.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { pageKeyFromMatches } from '~/lib/page-key.ts';
import { requireAccess } from '~/lib/session.server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A store has few sub-categories; the form offers them all in one list. */
const ALL_SUB_CATEGORIES = 100;

/** `/vendor/products` (add) and `/vendor/products-edit?id=<uuid>` (edit): one form. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'vendor');
  const { lang } = resolveLanguage(args.request);
  const url = new URL(args.request.url);
  // Client-side navigations ask for `/vendor/products-edit.data`.
  const editing = /^\/vendor\/products-edit(\.data)?\/?$/.test(url.pathname);
  const id = url.searchParams.get('id') ?? '';
  if (editing && !UUID.test(id)) throw new Response(null, { status: 404 });
  const [product, subs, categories, sizes, units, vatRates] = await Promise.all([
    editing ? vendorRead<{ data: VendorProduct }>(args.request, 'vendor-product-details', { id }, lang) : null,
    vendorRead<PagedList<SubCategory>>(
      args.request,
      'vendor-sub-categories-list',
      { per_page: ALL_SUB_CATEGORIES },
      lang,
    ),
    referenceList<{ id: string; name: string }>(args.request, 'category-list', lang),
    referenceList<{ id: number; name: string }>(args.request, 'sizes-list/1', lang),
    referenceList<{ id: number; name: string; code: string }>(args.request, 'units-list', lang),
    referenceList<{ id: number; name: string; rate: number }>(args.request, 'vat-rates-list', lang),
  ]);
  const options: ProductFormOptions = {
    categories: categories.map((c) => ({ value: c.id, label: c.name })),
    subCategories: subs.data.map((s) => ({ value: s.id, label: s.name, category_id: s.category_id })),
    sizes: sizes.map((s) => ({ value: String(s.id), label: s.name })),
    units: units.map((u) => ({ value: String(u.id), label: u.name })),
    vatRates: vatRates.map((v) => ({
      value: String(v.id),
      label: vatRateLabel(v.name, percentToBasisPoints(v.rate), lang),
    })),
  };
  // A sub-category's page links here with its id, so the new product lands in it.
  const preset = subs.data.find((s) => s.id === url.searchParams.get('sub_category_id'));
  const initial = product
    ? valuesOfProduct(product.data)
    : emptyProduct(
        preset
          ? { sub_category_id: preset.id, ...(preset.category_id ? { category_id: preset.category_id } : {}) }
          : {},
      );
  return { initial, options, product: product?.data ?? null };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, pageKeyFromMatches(matches) ?? 'vendor-products');

export default function ProductFormPage() {
  const { t } = useTranslation('vendor-catalogue');
  const { initial, options, product } = useLoaderData<typeof loader>();
  const key = product ? 'vendor-products-edit' : 'vendor-products';
  return (
    <div className="page page--panel vc-page">
      <PageHeader title={t(`panel:${key}.title`)} intro={t(`panel:${key}.intro`)}>
        {product ? (
          <>
            <p className="vc-product__meta">
              <ApprovalBadge status={product.status} />
            </p>
            <RejectionReason status={product.status} reason={product.rejection_reason} />
          </>
        ) : null}
      </PageHeader>
      <ProductForm key={product?.id ?? 'new'} initial={initial} options={options} />
      <p className="vc-back">
        <Link to="/vendor/product-manage">{t('actions.back')}</Link>
      </p>
    </div>
  );
}
