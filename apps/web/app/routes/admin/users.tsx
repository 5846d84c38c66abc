import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { Pager } from '~/components/pager.tsx';
import { EmptyState } from '~/features/admin/components/status-tabs.tsx';
import { UserSearch, UserTable } from '~/features/admin/components/user-list.tsx';
import { loadStaffList } from '~/features/admin/loaders.server.ts';
import type { AdminUser } from '~/features/admin/users-api.ts';
import { usersApiQuery, usersQueryParams } from '~/features/admin/users-query.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/admin/users`: every account, newest first, ten a page; search and filters in the address. */
export async function loader(args: LoaderFunctionArgs) {
  const query = usersQueryParams(new URL(args.request.url).searchParams);
  const users = await loadStaffList<AdminUser>(args, 'admin/users', usersApiQuery(query));
  return { query, users };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-users');

export default function AdminUsers() {
  const { t } = useTranslation('people');
  const { query, users } = useLoaderData<typeof loader>();
  return (
    <div className="page page--panel admin-page people-page">
      <PageHeader title={t('panel:admin-users.title')} intro={t('panel:admin-users.intro')} />
      <UserSearch key={JSON.stringify(query)} query={query} />
      <section aria-labelledby="people-results">
        <h2 id="people-results" className="visually-hidden">
          {t('table.caption')}
        </h2>
        {users.data.length === 0 ? (
          <EmptyState text={t('messages:no_records_found')} />
        ) : (
          <UserTable users={users.data} />
        )}
        <Pager current={users.current_page} last={users.last_page} total={users.total} />
      </section>
    </div>
  );
}
