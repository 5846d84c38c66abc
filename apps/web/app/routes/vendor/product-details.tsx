import type { Language } from '@bedesten/core/i18n/languages';
import { percentToBasisPoints } from '@bedesten/core/money/percent';
import { vatRateLabel } from '@bedesten/core/pricing/vat-names';
import type { SubCategory, VendorProduct } from '@bedesten/core/schemas/catalogue';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { ProductView } from '~/features/vendor-catalogue/components/product-view.tsx';
import type { ProductLabels } from '~/features/vendor-catalogue/components/product-view-sections.tsx';
import { localName } from '~/features/vendor-catalogue/list-query.ts';
import { referenceList, vendorRead } from '~/features/vendor-catalogue/load.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { requireAccess } from '~/lib/session.server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/vendor/product-details?id=<uuid>`: one of the vendor's products, read only, with edit and delete. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'vendor');
  const { lang } = resolveLanguage(args.request);
  const id = new URL(args.request.url).searchParams.get('id') ?? '';
  if (!UUID.test(id)) throw new Response(null, { status: 404 });
  const { data: product } = await vendorRead<{ data: VendorProduct }>(
    args.request,
    'vendor-product-details',
    { id },
    lang,
  );
  const [categories, sub, units, vatRates] = await Promise.all([
    referenceList<{ id: string; name: string }>(args.request, 'category-list', lang),
    product.sub_category_id
      ? vendorRead<{ data: SubCategory }>(
          args.request,
          `vendor-sub-categories-details/${product.sub_category_id}`,
          undefined,
          lang,
        ).catch(() => null)
      : null,
    referenceList<{ id: number; name: string }>(args.request, 'units-list', lang),
    referenceList<{ id: number; name: string; rate: number }>(args.request, 'vat-rates-list', lang),
  ]);
  const labels: ProductLabels = {
    category: categories.find((c) => c.id === product.category_id)?.name ?? null,
    subCategory: sub?.data.name ?? null,
    unit: units.find((u) => u.id === product.unit_id)?.name ?? null,
    vatRate: vatLabelOf(
      vatRates.find((v) => v.id === product.vat_rate_id),
      lang,
    ),
  };
  return { product, labels };
}

function vatLabelOf(rate: { name: string; rate: number } | undefined, lang: Language): string | null {
  return rate ? vatRateLabel(rate.name, percentToBasisPoints(rate.rate), lang) : null;
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-product-details');

export default function ProductDetailsPage() {
  const { t } = useTranslation('vendor-catalogue');
  const lang = useLanguage();
  const { product, labels } = useLoaderData<typeof loader>();
  return (
    <div className="page page--panel vc-page">
      <PageHeader eyebrow={t('panel:vendor-product-details.title')} title={localName(product, lang)} />
      <ProductView product={product} labels={labels} />
      <p className="vc-back">
        <Link to="/vendor/product-manage">{t('actions.back')}</Link>
      </p>
    </div>
  );
}
