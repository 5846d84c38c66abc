import { isLanguage } from '@bedesten/core/i18n/languages';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import {
  DeleteDriverAction,
  DeleteStoreAction,
  DeleteUserAction,
  RestoreUserAction,
  StaffRoleForm,
} from '~/features/admin/components/user-actions.tsx';
import { UserStateChip } from '~/features/admin/components/user-list.tsx';
import { formatDate, formatDateTime } from '~/features/admin/format.ts';
import type { AdminUserDetail } from '~/features/admin/users-api.ts';
import { userRights } from '~/features/admin/users-query.ts';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { useLanguage, useSessionUser } from '~/lib/root-data.ts';
import { requireAccess } from '~/lib/session.server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/admin/users/:id`: one account, what it owns, what staff did to it, and what this member of staff may do. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'staff');
  const id = args.params.id ?? '';
  if (!UUID.test(id)) throw data(null, { status: 404 });
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<{ data: AdminUserDetail }>(args.request, `admin/users/${id}`, {}, { lang });
  if (!result.ok) throw data(null, { status: result.status === 404 ? 404 : result.status === 403 ? 403 : 500 });
  return { user: result.data.data };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-user');

export default function AdminUserPage() {
  const { t } = useTranslation('people');
  const lang = useLanguage();
  const me = useSessionUser();
  const { user } = useLoaderData<typeof loader>();
  const name = user.name || t('table.noName');
  const rights = userRights({ id: me?.id ?? '', staffRole: me?.staff_role }, user);
  const deleted = user.deleted_at !== null;
  return (
    <div className="page page--panel admin-page people-page">
      <p className="people-back">
        <Link to="/admin/users" className="text-link">
          {t('detail.back')}
        </Link>
      </p>
      <PageHeader title={name} intro={t('panel:admin-user.intro')} />
      <div className="people-detail">
        <section className="card people-card" aria-labelledby="people-account">
          <h2 id="people-account">{t('detail.account')}</h2>
          <dl className="people-facts">
            <dt>{t('table.state')}</dt>
            <dd>
              <UserStateChip user={user} />
              {deleted ? ` ${t('detail.deletedAt')} ${formatDateTime(user.deleted_at!, lang)}` : null}
            </dd>
            <dt>{t('table.type')}</dt>
            <dd>
              {t(`type.${user.type}`)}
              {user.type === 'vendor' && user.is_approved ? ` · ${t('detail.approved')}` : null}
            </dd>
            <dt>{t('table.staffRole')}</dt>
            <dd>{user.staff_role ? t(`role.${user.staff_role}`) : t('table.none')}</dd>
            <dt>{t('detail.email')}</dt>
            <dd>
              {user.email ?? t('table.none')}
              {user.email
                ? ` (${user.email_verified_at ? t('detail.emailVerified') : t('detail.emailUnverified')})`
                : null}
            </dd>
            <dt>{t('detail.mobile')}</dt>
            <dd dir="ltr">{user.mobile ? `${user.country_code ?? ''} ${user.mobile}` : t('table.none')}</dd>
            <dt>{t('detail.language')}</dt>
            <dd>{isLanguage(user.language) ? t(`detail.languages.${user.language}`) : user.language}</dd>
            <dt>{t('detail.joined')}</dt>
            <dd>{formatDate(user.created_at, lang)}</dd>
          </dl>
          {rights.deleteOrRestore ? (
            <div className="admin-item__actions">
              {deleted ? <RestoreUserAction id={user.id} name={name} /> : <DeleteUserAction id={user.id} name={name} />}
            </div>
          ) : null}
          {rights.setRole ? <StaffRoleForm key={user.staff_role ?? ''} id={user.id} role={user.staff_role} /> : null}
        </section>

        <section className="card people-card" aria-labelledby="people-store">
          <h2 id="people-store">{t('detail.store')}</h2>
          {user.store ? (
            <>
              <dl className="people-facts">
                <dt>{t('table.name')}</dt>
                <dd>{user.store.title}</dd>
                <dt>{t('table.state')}</dt>
                <dd>
                  {t(`storeStatus.${user.store.status}`)} ·{' '}
                  {user.store.is_active ? t('detail.storeOpen') : t('detail.storeClosed')}
                </dd>
              </dl>
              <div className="admin-item__actions">
                {user.store.status === 'approved' && user.store.is_active ? (
                  <Link to={`/stores/${user.store.slug}`} className="text-link">
                    {t('detail.viewStore')}
                  </Link>
                ) : null}
                {rights.deleteSetups ? <DeleteStoreAction id={user.store.id} title={user.store.title} /> : null}
              </div>
            </>
          ) : (
            <p className="muted">{t('detail.noStore')}</p>
          )}
          {user.deleted_stores.length > 0 ? (
            <>
              <h3>{t('detail.deletedStores')}</h3>
              <ul className="people-list">
                {user.deleted_stores.map((store) => (
                  <li key={store.id}>
                    {store.title} · {formatDate(store.deleted_at, lang)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>

        <section className="card people-card" aria-labelledby="people-driver">
          <h2 id="people-driver">{t('detail.driver')}</h2>
          {user.driver ? (
            <>
              <dl className="people-facts">
                <dt>{t('table.state')}</dt>
                <dd>{t(`storeStatus.${user.driver.status}`)}</dd>
                <dt>{t('detail.vehicle')}</dt>
                <dd>
                  {user.driver.vehicle_type} · {user.driver.vehicle_number}
                </dd>
              </dl>
              {rights.deleteSetups ? (
                <div className="admin-item__actions">
                  <DeleteDriverAction id={user.driver.id} name={name} />
                </div>
              ) : null}
            </>
          ) : (
            <p className="muted">{t('detail.noDriver')}</p>
          )}
        </section>

        <section className="card people-card people-card--wide" aria-labelledby="people-history">
          <h2 id="people-history">{t('detail.history')}</h2>
          {user.recent_audit.length === 0 ? (
            <p className="muted">{t('detail.noHistory')}</p>
          ) : (
            <ol className="people-history">
              {user.recent_audit.map((entry) => (
                <li key={entry.id}>
                  <p>
                    <code>{entry.action}</code>{' '}
                    {t('detail.by', {
                      name: entry.actor_name || t('detail.unknownActor'),
                      role: entry.actor_role ? t(`role.${entry.actor_role}`) : t('table.none'),
                    })}
                    {' · '}
                    <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, lang)}</time>
                  </p>
                  {entry.reason ? <p className="muted">{t('detail.reason', { reason: entry.reason })}</p> : null}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}
