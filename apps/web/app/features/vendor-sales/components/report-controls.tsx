import { REPORT_PERIODS, type ReportPeriod } from '@bedesten/core/sales/report-range';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Form } from 'react-router';
import { DateInput } from '~/components/form/date-input.tsx';
import { PillTabs } from '~/components/pill-tabs.tsx';

/** Day / week / month as links (each with its own default dates), and a GET form for other dates. */
export function ReportControls({ period, from, to }: { period: ReportPeriod; from: string; to: string }) {
  const { t } = useTranslation('vendor-sales');
  return (
    <div className="vs-controls">
      <PillTabs
        label={t('report.periodLabel')}
        preventScrollReset
        tabs={REPORT_PERIODS.map((p) => ({
          key: p,
          to: `/vendor/report?period=${p}`,
          label: t(`report.period.${p}`),
          current: p === period,
        }))}
      />
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
