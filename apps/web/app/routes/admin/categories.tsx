import { hasStaffRole } from '@bedesten/core/auth/roles';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, useLocation, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import type { AdminCategory } from '~/features/admin/api.ts';
import { CategoryList, useCategoryEditor } from '~/features/admin/components/category-list.tsx';
import { Pager } from '~/components/pager.tsx';
import { EmptyState } from '~/features/admin/components/status-tabs.tsx';
import { loadStaffList } from '~/features/admin/loaders.server.ts';
import { pageParam } from '~/features/admin/query.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { pageMeta } from '~/lib/meta.ts';
import { useSessionUser } from '~/lib/root-data.ts';

const FILTERS = ['all', 'active', 'inactive'] as const;
type Filter = (typeof FILTERS)[number];

/** `/admin/categories`: every business category, inactive ones too, ten a page. */
export async function loader(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  const value = params.get('status');
  const filter: Filter = value === 'active' || value === 'inactive' ? value : 'all';
  const categories = await loadStaffList<AdminCategory>(args, 'admin/categories', {
    page: pageParam(params),
    ...(filter === 'all' ? {} : { status: filter }),
  });
  return { filter, categories };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-categories');

export default function AdminCategories() {
  const { t } = useTranslation('admin');
  const { filter, categories } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const editor = useCategoryEditor();
  const hydrated = useHydrated();
  // Categories are changed by managers and above (ADR 0037); other staff read them.
  const editable = hasStaffRole(useSessionUser()?.staff_role, 'manager');
  return (
    <div className="page page--panel admin-page">
      <PageHeader title={t('panel:admin-categories.title')} intro={t('panel:admin-categories.intro')}>
        {editable ? (
          <p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => editor.open('new')}
              disabled={!hydrated}
            >
              {t('categories.add')}
            </button>
          </p>
        ) : (
          <p className="notice" role="note">
            {t('managerOnly')}
          </p>
        )}
      </PageHeader>
      <nav className="pill-tabs" aria-label={t('tabs.label')}>
        <ul>
          {FILTERS.map((item) => (
            <li key={item}>
              <Link
                to={item === 'all' ? pathname : `${pathname}?status=${item}`}
                className="pill-tabs__tab"
                aria-current={item === filter ? 'page' : undefined}
              >
                {t(`status.${item}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {categories.data.length === 0 ? (
        <EmptyState text={t('messages:no_records_found')} />
      ) : (
        <CategoryList
          categories={categories.data}
          onEdit={editable ? (category) => editor.open(category) : undefined}
        />
      )}
      <Pager current={categories.current_page} last={categories.last_page} total={categories.total} />
      {editor.dialog}
    </div>
  );
}
