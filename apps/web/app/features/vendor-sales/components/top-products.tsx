import { formatMoney } from '@bedesten/core/money/format-money';
import type { TopProduct, VendorReport } from '@bedesten/core/schemas/vendor-sales';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';

/** The best sellers of the report's dates, by quantity and by revenue. */
export function TopProducts({ report }: { report: VendorReport }) {
  const { t } = useTranslation('vendor-sales');
  return (
    <section aria-labelledby="vs-top-title" className="vs-top">
      <h2 id="vs-top-title" className="vs-section-title">
        {t('report.topTitle')}
      </h2>
      <div className="vs-top__lists">
        <RankedList
          id="vs-top-qty"
          title={t('report.byQuantity')}
          items={report.top_products.by_quantity}
          currency={report.currency}
        />
        <RankedList
          id="vs-top-rev"
          title={t('report.byRevenue')}
          items={report.top_products.by_revenue}
          currency={report.currency}
        />
      </div>
    </section>
  );
}

function RankedList({
  id,
  title,
  items,
  currency,
}: {
  id: string;
  title: string;
  items: TopProduct[];
  currency: string;
}) {
  const { t } = useTranslation('vendor-sales');
  const lang = useLanguage();
  return (
    <div className="card vs-top__card">
      <h3 id={id}>{title}</h3>
      {items.length === 0 ? (
        <p className="muted">{t('messages:no_products_found')}</p>
      ) : (
        <ol className="vs-ranked" aria-labelledby={id}>
          {items.map((item) => (
            <li key={`${item.product_id ?? item.name}`}>
              <span className="vs-strong">{item.name}</span>
              <span className="muted">
                {t('report.units', { count: item.quantity })} · {formatMoney(item.revenue, lang, currency)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
