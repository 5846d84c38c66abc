import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { Pager } from '~/components/pager.tsx';
import { auditApiQuery, auditQueryFrom, type AuditEntry } from '~/features/admin/audit-log.ts';
import { AuditFilterForm, AuditTable } from '~/features/admin/components/audit-log.tsx';
import { EmptyState } from '~/features/admin/components/status-tabs.tsx';
import { loadStaffList } from '~/features/admin/loaders.server.ts';
import { pageMeta } from '~/lib/meta.ts';

/**
 * `/admin/audit-log`: every staff action, newest first, ten a page, for
 * managers and above (ADR 0037; the API answers 403 to plain staff, shown
 * as the forbidden page). Filters by who, what, subject and days.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { filters, page } = auditQueryFrom(new URL(args.request.url).searchParams);
  const entries = await loadStaffList<AuditEntry>(args, 'admin/audit-log', auditApiQuery(filters, page));
  return { filters, entries };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-audit-log');

export default function AdminAuditLog() {
  const { t } = useTranslation('admin');
  const { filters, entries } = useLoaderData<typeof loader>();
  return (
    <div className="page page--panel admin-page">
      <PageHeader title={t('panel:admin-audit-log.title')} intro={t('panel:admin-audit-log.intro')} />
      <AuditFilterForm filters={filters} />
      <section className="audit-log" aria-labelledby="audit-log-list">
        <h2 id="audit-log-list" className="visually-hidden">
          {t('auditLog.caption')}
        </h2>
        {entries.data.length === 0 ? <EmptyState text={t('auditLog.empty')} /> : <AuditTable entries={entries.data} />}
        <Pager current={entries.current_page} last={entries.last_page} total={entries.total} />
      </section>
    </div>
  );
}
