import { useId } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Form } from 'react-router';
import { Link } from '~/components/link.tsx';
import { USER_TYPES } from '@bedesten/core/auth/roles';
import { useLanguage } from '~/lib/root-data.ts';
import { formatDate } from '../format.ts';
import type { AdminUser } from '../users-api.ts';
import { isFiltered, ROLE_FILTERS, STATE_FILTERS, YES_NO, type UsersQuery } from '../users-query.ts';

/** One filter of the search form: a labelled select whose empty choice means "any". */
function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | null;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation('people');
  const id = useId();
  return (
    <div className="field people-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        <option value="">{t('search.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Find accounts: a GET form (it works before the page is interactive, and a
 * search has its own address), the text box and the filters side by side on
 * desktop, stacked at 375 px.
 */
export function UserSearch({ query }: { query: UsersQuery }) {
  const { t } = useTranslation('people');
  const id = useId();
  const yesNo = YES_NO.map((value) => ({ value, label: t(value === 'true' ? 'filters.yes' : 'filters.no') }));
  return (
    <Form method="get" action="/admin/users" className="people-filters" role="search" aria-label={t('search.region')}>
      <div className="field people-filters__search">
        <label htmlFor={`${id}-q`}>{t('search.label')}</label>
        <input
          id={`${id}-q`}
          type="search"
          name="search"
          autoComplete="off"
          maxLength={100}
          defaultValue={query.search}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t('search.hint')}
        </p>
      </div>
      <FilterSelect
        name="type"
        label={t('filters.type')}
        value={query.type}
        options={USER_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
      />
      <FilterSelect
        name="staff_role"
        label={t('filters.staffRole')}
        value={query.staffRole}
        options={ROLE_FILTERS.map((value) => ({ value, label: t(`role.${value}`) }))}
      />
      <FilterSelect
        name="state"
        label={t('filters.state')}
        value={query.state}
        options={STATE_FILTERS.map((value) => ({ value, label: t(`state.${value}`) }))}
      />
      <FilterSelect name="has_store" label={t('filters.hasStore')} value={query.hasStore} options={yesNo} />
      <FilterSelect name="is_driver" label={t('filters.isDriver')} value={query.isDriver} options={yesNo} />
      <div className="people-filters__actions">
        <button type="submit" className="button button--primary">
          {t('search.find')}
        </button>
        {isFiltered(query) ? (
          <Link to="/admin/users" className="text-link">
            {t('search.clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** A deleted account or a staff role, as a small chip. */
export function UserStateChip({ user }: { user: Pick<AdminUser, 'deleted_at'> }) {
  const { t } = useTranslation('people');
  return user.deleted_at ? (
    <span className="people-chip people-chip--deleted">{t('state.deleted')}</span>
  ) : (
    <span className="people-chip">{t('state.active')}</span>
  );
}

/**
 * Accounts, newest first: a table on wide screens, one card per account at
 * 375 px (admin-table). The name opens the account's page.
 */
export function UserTable({ users }: { users: AdminUser[] }) {
  const { t } = useTranslation('people');
  const lang = useLanguage();
  return (
    <table className="admin-table people-table">
      <caption className="visually-hidden">{t('table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.name')}</th>
          <th scope="col">{t('table.contact')}</th>
          <th scope="col">{t('table.type')}</th>
          <th scope="col">{t('table.staffRole')}</th>
          <th scope="col">{t('table.state')}</th>
          <th scope="col">{t('table.store')}</th>
          <th scope="col">{t('table.joined')}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const name = user.name || t('table.noName');
          return (
            <tr key={user.id} className={user.deleted_at ? 'is-deleted' : undefined}>
              <th scope="row">
                <Link to={`/admin/users/${user.id}`} aria-label={t('table.open', { name })}>
                  {name}
                </Link>
              </th>
              <td data-label={t('table.contact')} className="people-table__contact">
                {user.email ? <span>{user.email}</span> : null}
                {user.mobile ? (
                  <span dir="ltr">
                    {user.country_code} {user.mobile}
                  </span>
                ) : null}
              </td>
              <td data-label={t('table.type')}>
                {t(`type.${user.type}`)}
                {user.driver && user.type !== 'driver' ? ` · ${t('type.driver')}` : ''}
              </td>
              <td data-label={t('table.staffRole')}>
                {user.staff_role ? t(`role.${user.staff_role}`) : t('table.none')}
              </td>
              <td data-label={t('table.state')}>
                <UserStateChip user={user} />
              </td>
              <td data-label={t('table.store')}>
                {user.store ? `${user.store.title} (${t(`storeStatus.${user.store.status}`)})` : t('table.none')}
              </td>
              <td data-label={t('table.joined')}>{formatDate(user.created_at, lang)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
