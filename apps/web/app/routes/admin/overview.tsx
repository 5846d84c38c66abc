import type { PagedList } from '@bedesten/core/paging/paged-list';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { requireAccess } from '~/lib/session.server.ts';

/** What waits for staff: each approval queue's pending items, and contact messages nobody has read. */
const QUEUES = [
  { key: 'stores', path: 'admin/stores', to: '/admin/stores', status: 'pending' },
  { key: 'products', path: 'admin/products', to: '/admin/products', status: 'pending' },
  { key: 'subCategories', path: 'admin/sub-categories', to: '/admin/sub-categories', status: 'pending' },
  { key: 'requests', path: 'admin/broadcast-requests', to: '/admin/requests', status: 'pending' },
  { key: 'drivers', path: 'admin/drivers', to: '/admin/drivers', status: 'pending' },
  { key: 'contact', path: 'admin/contact-messages', to: '/admin/contact-messages', status: 'new' },
] as const;

/** `/admin`: how much waits in each queue (one row of each list, for its total). */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'staff');
  const { lang } = resolveLanguage(args.request);
  const results = await Promise.all(
    QUEUES.map((queue) =>
      serverApiGet<PagedList<unknown>>(args.request, queue.path, { status: queue.status, per_page: 1 }, { lang }),
    ),
  );
  const failed = results.find((result) => !result.ok);
  if (failed) throw new Response(null, { status: failed.status === 403 ? 403 : 500 });
  return { counts: results.map((result) => (result.ok ? result.data.total : 0)) };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin');

export default function AdminOverview() {
  const { t } = useTranslation('admin');
  const { counts } = useLoaderData<typeof loader>();
  return (
    <div className="page page--panel admin-page">
      <PageHeader title={t('panel:admin.title')} intro={t('panel:admin.intro')} />
      <ul className="admin-counts">
        {QUEUES.map((queue, index) => (
          <li key={queue.key}>
            <Link to={`${queue.to}?status=${queue.status}`} className="card admin-count">
              <span className="admin-count__number">{counts[index]}</span>
              <span className="admin-count__label">{t(`overview.${queue.key}`, { count: counts[index] })}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/admin/categories" className="button button--secondary">
          {t('panel:admin-categories.title')}
        </Link>
      </p>
    </div>
  );
}
