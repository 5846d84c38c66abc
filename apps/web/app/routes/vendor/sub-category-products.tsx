import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { SubCategory, VendorProduct } from '@bedesten/core/schemas/catalogue';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { ApprovalBadge, RejectionReason } from '~/features/vendor-catalogue/components/approval-badge.tsx';
import { ProductManager } from '~/features/vendor-catalogue/components/product-manager.tsx';
import { productFiltersFrom, productListQuery } from '~/features/vendor-catalogue/list-query.ts';
import { vendorRead } from '~/features/vendor-catalogue/load.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { requireAccess } from '~/lib/session.server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/vendor/sub-category/:id`: one sub-category and the management of its products. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'vendor');
  const { lang } = resolveLanguage(args.request);
  const id = args.params.id ?? '';
  if (!UUID.test(id)) throw new Response(null, { status: 404 });
  const filters = productFiltersFrom(new URL(args.request.url).searchParams);
  const [sub, products] = await Promise.all([
    vendorRead<{ data: SubCategory }>(args.request, `vendor-sub-categories-details/${id}`, undefined, lang),
    vendorRead<PagedList<VendorProduct>>(args.request, 'vendor-products-list', productListQuery(filters, id), lang),
  ]);
  return { sub: sub.data, products, filters };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-sub-category');

export default function SubCategoryProductsPage() {
  const { t } = useTranslation('vendor-catalogue');
  const { sub, products, filters } = useLoaderData<typeof loader>();
  return (
    <div className="page page--panel vc-page">
      <PageHeader
        eyebrow={t('panel:vendor-sub-category.title')}
        title={sub.name}
        intro={t('panel:vendor-sub-category.intro')}
      >
        <p className="vc-product__meta">
          <ApprovalBadge status={sub.status} />
          <span className={sub.active_status ? 'tag tag--success' : 'tag'}>
            {sub.active_status ? t('subCategories.active') : t('subCategories.deactive')}
          </span>
        </p>
        <RejectionReason status={sub.status} reason={sub.rejection_reason} />
        <p className="vc-header-actions">
          <Link to={`/vendor/products?sub_category_id=${sub.id}`} className="button button--primary">
            {t('actions.addProductHere')}
          </Link>
          <Link to={`/vendor/sub-category/edit/${sub.id}`} className="button button--secondary">
            {t('actions.editSubCategory')}
          </Link>
        </p>
      </PageHeader>
      <section aria-labelledby="vc-products-title">
        <h2 id="vc-products-title" className="vc-section-title">
          {t('list.title')}
        </h2>
        <ProductManager list={products} filters={filters} headingId="vc-products-title" />
      </section>
      <p className="vc-back">
        <Link to="/vendor/product-manage">{t('actions.back')}</Link>
      </p>
    </div>
  );
}
