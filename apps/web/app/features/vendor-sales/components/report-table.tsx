import { formatMoney } from '@bedesten/core/money/format-money';
import type { VendorReport } from '@bedesten/core/schemas/vendor-sales';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { bucketLabel } from '../format.ts';

/** The chart's figures as a table: the accessible (and exact) alternative, newest bucket first. */
export function ReportTable({ report }: { report: VendorReport }) {
  const { t } = useTranslation('vendor-sales');
  const lang = useLanguage();
  const periodWord = t(`report.period.${report.period}`).toLocaleLowerCase(lang);
  const money = (minor: number) => formatMoney(minor, lang, report.currency);
  return (
    <details className="vs-report-table">
      <summary>{t('report.tableToggle')}</summary>
      <table className="vs-table vs-table--compact">
        <caption className="visually-hidden">{t('report.tableCaption', { period: periodWord })}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`report.bucket.${report.period}`)}</th>
            <th scope="col" className="vs-num">
              {t('report.orders')}
            </th>
            <th scope="col" className="vs-num">
              {t('report.soldOrders')}
            </th>
            <th scope="col" className="vs-num">
              {t('report.sales')}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...report.series].reverse().map((b) => (
            <tr key={b.start} data-bucket={b.start}>
              <th scope="row" className="vs-table__head-cell">
                {report.period === 'week'
                  ? t('report.weekOf', { date: bucketLabel(b.start, 'day', lang) })
                  : bucketLabel(b.start, report.period, lang)}
              </th>
              <td data-label={t('report.orders')} className="vs-num">
                {b.orders}
              </td>
              <td data-label={t('report.soldOrders')} className="vs-num">
                {b.sales_orders}
              </td>
              <td data-label={t('report.sales')} className="vs-num">
                {money(b.sales)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
