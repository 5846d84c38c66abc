import type { SubCategory } from '@bedesten/core/schemas/catalogue';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { ApprovalBadge, RejectionReason } from '~/features/vendor-catalogue/components/approval-badge.tsx';
import { SubCategoryForm, type CategoryOption } from '~/features/vendor-catalogue/components/sub-category-form.tsx';
import { referenceList, vendorRead } from '~/features/vendor-catalogue/load.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { pageKeyFromMatches } from '~/lib/page-key.ts';
import { requireAccess } from '~/lib/session.server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/vendor/sub-category/add` and `/vendor/sub-category/edit/:id`: one form. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'vendor');
  const { lang } = resolveLanguage(args.request);
  const id = args.params.id;
  if (id !== undefined && !UUID.test(id)) throw new Response(null, { status: 404 });
  const [categories, sub] = await Promise.all([
    referenceList<CategoryOption>(args.request, 'category-list', lang),
    id ? vendorRead<{ data: SubCategory }>(args.request, `vendor-sub-categories-details/${id}`, undefined, lang) : null,
  ]);
  return { categories: categories.map(({ id: value, name }) => ({ id: value, name })), sub: sub?.data ?? null };
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, pageKeyFromMatches(matches) ?? 'vendor-sub-category-add');

export default function SubCategoryFormPage() {
  const { t } = useTranslation('vendor-catalogue');
  const { categories, sub } = useLoaderData<typeof loader>();
  const key = sub ? 'vendor-sub-category-edit' : 'vendor-sub-category-add';
  return (
    <div className="page page--panel vc-page">
      <PageHeader title={t(`panel:${key}.title`)} intro={t(`panel:${key}.intro`)}>
        {sub ? (
          <>
            <p className="vc-product__meta">
              <ApprovalBadge status={sub.status} />
            </p>
            <RejectionReason status={sub.status} reason={sub.rejection_reason} />
          </>
        ) : null}
      </PageHeader>
      <div className="card narrow">
        <SubCategoryForm key={sub?.id ?? 'new'} sub={sub} categories={categories} />
      </div>
      <p className="vc-back">
        <Link to="/vendor/product-manage">{t('actions.back')}</Link>
      </p>
    </div>
  );
}
