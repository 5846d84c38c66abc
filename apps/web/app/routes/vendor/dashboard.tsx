import { LOW_STOCK_THRESHOLD } from '@bedesten/core/catalogue/stock-status';
import { formatMoney } from '@bedesten/core/money/format-money';
import type { VendorDashboard } from '@bedesten/core/schemas/vendor-sales';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { LatestOrders } from '~/features/vendor-sales/components/latest-orders.tsx';
import { salesRead } from '~/features/vendor-sales/load.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { requireAccess } from '~/lib/session.server.ts';

/** `/vendor/dashboard`: today's and this month's figures, what needs attention, the latest orders. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'vendor');
  const { lang } = resolveLanguage(args.request);
  const dashboard = await salesRead<VendorDashboard>(args.request, { method: 'GET', path: 'vendor-dashboard' }, lang);
  return { dashboard };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-dashboard');

export default function VendorDashboardPage() {
  const { t } = useTranslation('vendor-sales');
  const lang = useLanguage();
  const { dashboard } = useLoaderData<typeof loader>();
  const money = (minor: number) => formatMoney(minor, lang, dashboard.currency);
  const spans = [
    { key: 'today', figures: dashboard.today },
    { key: 'month', figures: dashboard.month },
  ] as const;
  return (
    <div className="page page--panel vs-page">
      <PageHeader title={t('panel:vendor-dashboard.title')} intro={t('panel:vendor-dashboard.intro')} />
      <div className="vs-spans">
        {spans.map(({ key, figures }) => (
          <section key={key} aria-labelledby={`vs-${key}-title`} className="card vs-span" data-span={key}>
            <h2 id={`vs-${key}-title`} className="vs-span__title">
              {t(`dashboard.${key}`)}
            </h2>
            <dl className="vs-span__figures">
              <div data-figure="sales">
                <dt>{t('dashboard.sales')}</dt>
                <dd>{money(figures.sales)}</dd>
              </div>
              <div data-figure="orders">
                <dt>{t('dashboard.orders')}</dt>
                <dd>{figures.orders}</dd>
              </div>
              <div data-figure="average">
                <dt>{t('dashboard.average')}</dt>
                <dd>{money(figures.average_order_value)}</dd>
              </div>
            </dl>
          </section>
        ))}
      </div>
      <ul className="vs-attention">
        <li>
          <Link to="/vendor/orders" className="card vs-attention__card" data-figure="pending">
            <span className="vs-attention__number">{dashboard.pending_orders}</span>
            <span className="vs-strong">{t('dashboard.pendingOrders')}</span>
            <span className="muted">{t('dashboard.pendingHint')}</span>
          </Link>
        </li>
        <li>
          <Link to="/vendor/product-manage?stock=low" className="card vs-attention__card" data-figure="low-stock">
            <span className="vs-attention__number">{dashboard.low_stock_variants}</span>
            <span className="vs-strong">{t('dashboard.lowStock')}</span>
            <span className="muted">{t('dashboard.lowStockHint', { count: LOW_STOCK_THRESHOLD })}</span>
          </Link>
        </li>
      </ul>
      <LatestOrders dashboard={dashboard} />
      <nav aria-label={t('dashboard.shortcuts')} className="vs-shortcuts">
        <Link to="/vendor/transaction" className="button button--secondary">
          {t('dashboard.transactions')}
        </Link>
        <Link to="/vendor/report" className="button button--secondary">
          {t('dashboard.reports')}
        </Link>
      </nav>
      <p className="muted vs-rules">{t('dashboard.rules')}</p>
    </div>
  );
}
