import { formatMoney } from '@bedesten/core/money/format-money';
import { rangeFits } from '@bedesten/core/sales/report-range';
import type { VendorReport } from '@bedesten/core/schemas/vendor-sales';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { ReportControls } from '~/features/vendor-sales/components/report-controls.tsx';
import { ReportTable } from '~/features/vendor-sales/components/report-table.tsx';
import { SalesChart } from '~/features/vendor-sales/components/sales-chart.tsx';
import { TopProducts } from '~/features/vendor-sales/components/top-products.tsx';
import { formatCalendarDay } from '~/features/vendor-sales/format.ts';
import { salesRead } from '~/features/vendor-sales/load.server.ts';
import { orderLinesCsvHref, reportCsvHref, reportFiltersFrom } from '~/features/vendor-sales/query.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { requireAccess } from '~/lib/session.server.ts';

/** `/vendor/report`: sales, orders and top products by day, week or month, a chart, and a CSV export. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'vendor');
  const { lang } = resolveLanguage(args.request);
  const filters = reportFiltersFrom(new URL(args.request.url).searchParams);
  // Dates that cannot make a report (the end before the start, too many buckets) give the default dates and a note.
  const rangeInvalid = Boolean(filters.from && filters.to && !rangeFits(filters.from, filters.to, filters.period));
  const body = rangeInvalid ? { period: filters.period } : filters;
  const report = await salesRead<VendorReport>(
    args.request,
    { method: 'POST', path: 'vendor-report-management', body },
    lang,
  );
  return { report, rangeInvalid };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-report');

export default function VendorReportPage() {
  const { t } = useTranslation('vendor-sales');
  const lang = useLanguage();
  const { report, rangeInvalid } = useLoaderData<typeof loader>();
  const money = (minor: number) => formatMoney(minor, lang, report.currency);
  const empty = report.totals.orders === 0 && report.totals.sales === 0;
  return (
    <div className="page page--panel vs-page">
      <PageHeader title={t('panel:vendor-report.title')} intro={t('panel:vendor-report.intro')}>
        <p className="vs-header-actions">
          <a href={reportCsvHref(report, lang)} download className="button button--primary" data-export="csv">
            {t('report.export')}
          </a>
          <a href={orderLinesCsvHref(report, lang)} download className="button button--secondary" data-export="lines">
            {t('report.exportLines')}
          </a>
        </p>
      </PageHeader>
      <ReportControls period={report.period} from={report.from} to={report.to} />
      {rangeInvalid ? (
        <p className="alert alert--error" role="alert">
          {t('messages:invalid', { label: t('report.rangeLabel') })}
        </p>
      ) : null}
      <p className="muted vs-hint" data-range>
        {formatCalendarDay(report.from, lang)} – {formatCalendarDay(report.to, lang)}
      </p>
      <section aria-labelledby="vs-totals-title">
        <h2 id="vs-totals-title" className="visually-hidden">
          {t('report.totalsTitle')}
        </h2>
        <dl className="vs-figures">
          <Figure label={t('report.sales')} value={money(report.totals.sales)} name="sales" />
          <Figure label={t('report.orders')} value={String(report.totals.orders)} name="orders" />
          <Figure label={t('report.soldOrders')} value={String(report.totals.sales_orders)} name="sold" />
          <Figure label={t('report.average')} value={money(report.totals.average_order_value)} name="average" />
        </dl>
      </section>
      {empty ? (
        <div className="notice">
          <p className="notice__title">{t('messages:no_records_found')}</p>
          <p>{t('report.emptyHint')}</p>
        </div>
      ) : (
        <section aria-labelledby="vs-chart-title" className="card vs-chart-card">
          <h2 id="vs-chart-title" className="vs-section-title">
            {t('report.chartTitle', { period: t(`report.period.${report.period}`).toLocaleLowerCase(lang) })}
          </h2>
          <SalesChart
            series={report.series}
            period={report.period}
            from={report.from}
            to={report.to}
            currency={report.currency}
          />
          <ReportTable report={report} />
        </section>
      )}
      <TopProducts report={report} />
      <p className="muted vs-rules">{t('report.rules')}</p>
    </div>
  );
}

function Figure({ label, value, name }: { label: string; value: string; name: string }) {
  return (
    <div className="card vs-figure" data-figure={name}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
