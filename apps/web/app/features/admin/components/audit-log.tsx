import { useId } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Form } from 'react-router';
import { Link } from '~/components/link.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { auditActionKey, auditDiff, type AuditEntry, type AuditFilters } from '../audit-log.ts';
import { formatDateTime } from '../format.ts';

/**
 * The audit log's filters: who, what, to what, between which days. A GET
 * form, so it works before the page is interactive and a filtered view has
 * its own address.
 */
export function AuditFilterForm({ filters }: { filters: AuditFilters }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const any = Object.values(filters).some(Boolean);
  const field = (name: keyof AuditFilters, type: 'search' | 'date' = 'search') => (
    <div className="field audit-filters__field">
      <label htmlFor={`${id}-${name}`}>{t(`auditLog.filters.${name}`)}</label>
      <input
        id={`${id}-${name}`}
        type={type}
        name={name}
        autoComplete="off"
        defaultValue={filters[name]}
        {...(type === 'search' ? { 'aria-describedby': `${id}-${name}-hint` } : {})}
      />
      {type === 'search' ? (
        <p id={`${id}-${name}-hint`} className="field__hint">
          {t(`auditLog.hints.${name}`)}
        </p>
      ) : null}
    </div>
  );
  return (
    <Form
      method="get"
      action="/admin/audit-log"
      className="audit-filters"
      role="search"
      aria-label={t('auditLog.search')}
    >
      {field('actor')}
      {field('action')}
      {field('subject_type')}
      {field('subject_id')}
      {field('from', 'date')}
      {field('to', 'date')}
      <div className="audit-filters__actions">
        <button type="submit" className="button button--primary">
          {t('auditLog.filter')}
        </button>
        {any ? (
          <Link to="/admin/audit-log" className="text-link">
            {t('auditLog.clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** Before and after of one entry, only the fields that changed. */
function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const rows = auditDiff(entry.before, entry.after);
  if (rows.length === 0) return <span className="audit-entry__none">{t('auditLog.noChanges')}</span>;
  return (
    <details className="audit-entry__changes">
      <summary>{t('auditLog.showChanges', { count: rows.length })}</summary>
      <table className="audit-diff">
        <caption className="visually-hidden">{t('auditLog.changesOf', { action: entry.action })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('auditLog.field')}</th>
            <th scope="col">{t('auditLog.before')}</th>
            <th scope="col">{t('auditLog.after')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.field ?? i}>
              <th scope="row">{row.field ?? t('auditLog.value')}</th>
              <td className="audit-diff__before">
                <span className="visually-hidden">{t('auditLog.before')}: </span>
                <del>{row.before}</del>
              </td>
              <td className="audit-diff__after">
                <span className="visually-hidden">{t('auditLog.after')}: </span>
                <ins>{row.after}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/**
 * Staff actions, newest first: who (and their role then), what, to what,
 * when, why, and what changed. A table on wide screens, one stacked card
 * per entry on phones (admin-table).
 */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  return (
    <table className="admin-table audit-table">
      <caption className="visually-hidden">{t('auditLog.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('auditLog.when')}</th>
          <th scope="col">{t('auditLog.who')}</th>
          <th scope="col">{t('auditLog.role')}</th>
          <th scope="col">{t('auditLog.what')}</th>
          <th scope="col">{t('auditLog.subject')}</th>
          <th scope="col">{t('auditLog.changes')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <th scope="row">
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, lang)}</time>
            </th>
            <td data-label={t('auditLog.who')}>
              {entry.actor.name ?? t('auditLog.unknownActor')}
              {entry.actor.email ? <span className="audit-entry__email"> {entry.actor.email}</span> : null}
            </td>
            <td data-label={t('auditLog.role')}>{entry.actor.role ? t(`auditLog.roles.${entry.actor.role}`) : '–'}</td>
            <td data-label={t('auditLog.what')}>
              <ActionName action={entry.action} />
              {entry.reason ? (
                <span className="audit-entry__reason">
                  {t('auditLog.reason')}: {entry.reason}
                </span>
              ) : null}
            </td>
            <td data-label={t('auditLog.subject')}>
              <Link
                to={`/admin/audit-log?subject_type=${encodeURIComponent(entry.subject_type)}&subject_id=${encodeURIComponent(entry.subject_id)}`}
                className="audit-entry__subject"
                aria-label={t('auditLog.historyOf', { subject: `${entry.subject_type} ${entry.subject_id}` })}
              >
                {entry.subject_type} <span className="audit-entry__id">{entry.subject_id}</span>
              </Link>
            </td>
            <td data-label={t('auditLog.changes')}>
              <AuditChanges entry={entry} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The action in the reader's language, with its code (what the action filter takes) beside it. */
function ActionName({ action }: { action: string }) {
  const { t } = useTranslation('admin');
  const key = auditActionKey(action);
  return key ? (
    <>
      {t(key)} <code className="audit-entry__code">{action}</code>
    </>
  ) : (
    <code>{action}</code>
  );
}
