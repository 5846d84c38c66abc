import { REPORT_PERIODS, type ReportPeriod } from '@bedesten/core/sales/report-range';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Form, Link } from 'react-router';
import { DateInput } from '~/components/form/date-input.tsx';

/** Day / week / month as links (each with its own default dates), and a GET form for other dates. */
export function ReportControls({ period, from, to }: { period: ReportPeriod; from: string; to: string }) {
  const { t } = useTranslation('vendor-sales');
  return (
    <div className="vs-controls">
      <nav className="pill-tabs" aria-label={t('report.periodLabel')}>
        <ul>
          {REPORT_PERIODS.map((p) => (
            <li key={p}>
              <Link
                to={`/vendor/report?period=${p}`}
                className="pill-tabs__tab"
                aria-current={p === period ? 'page' : undefined}
                data-period={p}
                preventScrollReset
              >
                {t(`report.period.${p}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="vs-filters" aria-label={t('report.rangeLabel')} preventScrollReset>
        <input type="hidden" name="period" value={period} />
        <div className="field">
          <label htmlFor="vs-from">{t('report.from')}</label>
          <DateInput id="vs-from" name="from" defaultValue={from} key={`from-${from}`} required />
        </div>
        <div className="field">
          <label htmlFor="vs-to">{t('report.to')}</label>
          <DateInput id="vs-to" name="to" defaultValue={to} key={`to-${to}`} required />
        </div>
        <button type="submit" className="button button--secondary button--small">
          {t('report.apply')}
        </button>
      </Form>
    </div>
  );
}
