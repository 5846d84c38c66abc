import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation } from 'react-router';
import { Link } from '~/components/link.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import type { ChatReport } from '../api.ts';
import { formatDateTime } from '../format.ts';
import { withParams } from '../query.ts';

/** Reported conversations, newest report first: who with whom, who reported it and why, and a link to read it. */
export function ChatReportList({ reports, openId }: { reports: readonly ChatReport[]; openId: string | null }) {
  return (
    <ul className="admin-list">
      {reports.map((report) => (
        <li key={report.id}>
          <ChatReportItem report={report} open={report.id === openId} />
        </li>
      ))}
    </ul>
  );
}

function ChatReportItem({ report, open }: { report: ChatReport; open: boolean }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const { search } = useLocation();
  const titleId = `chat-report-${report.id}`;
  const party = (side: 'customer' | 'vendor') =>
    side === 'customer'
      ? t('chatReports.customerSide', { name: report.customer_name })
      : t('chatReports.storeSide', { name: report.store_title });
  return (
    <article className={`card admin-item chat-report${open ? ' is-open' : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-item__title">
        {t('chatReports.between', { store: report.store_title, customer: report.customer_name })}
      </h2>
      <dl className="admin-facts admin-facts--summary">
        <div>
          <dt>{t('chatReports.store')}</dt>
          <dd>{report.store_title}</dd>
        </div>
        <div>
          <dt>{t('chatReports.customer')}</dt>
          <dd>{report.customer_name}</dd>
        </div>
        <div>
          <dt>{t('chatReports.reportedBy')}</dt>
          <dd>{report.reported_by_side ? party(report.reported_by_side) : t('chatReports.unknown')}</dd>
        </div>
        <div>
          <dt>{t('chatReports.reportedAt')}</dt>
          <dd>{formatDateTime(report.reported_at, lang)}</dd>
        </div>
        <div>
          <dt>{t('chatReports.messages')}</dt>
          <dd>{report.message_count}</dd>
        </div>
        <div>
          <dt>{t('chatReports.blockedBy')}</dt>
          <dd>{report.blocked_by ? party(report.blocked_by) : t('chatReports.notBlocked')}</dd>
        </div>
      </dl>
      <p className="admin-reason chat-report__reason">
        <strong>{t('chatReports.reason')}</strong> {report.report_reason}
      </p>
      <Link
        to={withParams('/admin/chat-reports', search, { c: report.id })}
        className="button button--secondary button--small chat-report__open"
        aria-current={open ? 'true' : undefined}
        preventScrollReset
      >
        {t('chatReports.read')}
        <span className="visually-hidden">
          {' '}
          {t('chatReports.between', { store: report.store_title, customer: report.customer_name })}
        </span>
      </Link>
    </article>
  );
}
