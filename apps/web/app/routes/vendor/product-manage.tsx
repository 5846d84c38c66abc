import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { SubCategory, VendorProduct } from '@bedesten/core/schemas/catalogue';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { ProductManager } from '~/features/vendor-catalogue/components/product-manager.tsx';
import { SubCategoryList } from '~/features/vendor-catalogue/components/sub-category-list.tsx';
import { UpdateAllStock } from '~/features/vendor-catalogue/components/update-all-stock.tsx';
import { productFiltersFrom, productListQuery, subPageFrom } from '~/features/vendor-catalogue/list-query.ts';
import { vendorRead } from '~/features/vendor-catalogue/load.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { requireAccess } from '~/lib/session.server.ts';

/** `/vendor/product-manage`: the vendor's products and sub-categories, each paged by ten. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'vendor');
  const { lang } = resolveLanguage(args.request);
  const params = new URL(args.request.url).searchParams;
  const filters = productFiltersFrom(params);
  const [products, subCategories] = await Promise.all([
    vendorRead<PagedList<VendorProduct>>(args.request, 'vendor-products-list', productListQuery(filters), lang),
    vendorRead<PagedList<SubCategory>>(args.request, 'vendor-sub-categories-list', { page: subPageFrom(params) }, lang),
  ]);
  return { products, subCategories, filters };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-product-manage');

export default function ProductManagePage() {
  const { t } = useTranslation('vendor-catalogue');
  const { products, subCategories, filters } = useLoaderData<typeof loader>();
  return (
    <div className="page page--panel vc-page">
      <PageHeader title={t('panel:vendor-product-manage.title')} intro={t('panel:vendor-product-manage.intro')}>
        <p className="vc-header-actions">
          <Link to="/vendor/products" className="button button--primary">
            {t('actions.addProduct')}
          </Link>
          <Link to="/vendor/sub-category/add" className="button button--secondary">
            {t('actions.addSubCategory')}
          </Link>
        </p>
      </PageHeader>
      <div className="vc-manage">
        <section aria-labelledby="vc-products-title" className="vc-manage__products">
          <h2 id="vc-products-title" className="vc-section-title">
            {t('list.title')}
          </h2>
          <ProductManager list={products} filters={filters} headingId="vc-products-title" />
        </section>
        <div className="vc-manage__aside vc-stack">
          <UpdateAllStock />
          <section aria-labelledby="vc-subs-title">
            <h2 id="vc-subs-title" className="vc-section-title">
              {t('subCategories.title')}
            </h2>
            <SubCategoryList list={subCategories} headingId="vc-subs-title" />
          </section>
        </div>
      </div>
    </div>
  );
}
