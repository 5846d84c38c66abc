import { formatMoney } from '@bedesten/core/money/format-money';
import { formatPercent } from '@bedesten/core/money/percent';
import type { CheckoutQuote } from '@bedesten/core/schemas/checkout';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';

/**
 * The order's lines and figures exactly as the API priced them: items,
 * their discounts, the coupon, delivery (free for pickup), the platform fee
 * and the total, with the VAT the total includes per rate.
 */
export function OrderSummary({ quote, showLines = true }: { quote: CheckoutQuote; showLines?: boolean }) {
  const { t } = useTranslation('checkout');
  const lang = useLanguage();
  const money = (minor: number) => formatMoney(minor, lang, quote.currency);
  const { totals } = quote;
  return (
    <section className="card checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('summary.title')}</h2>
      <p className="muted">{t('summary.from', { store: quote.store.title })}</p>
      {showLines ? (
        <ul className="checkout-lines">
          {quote.lines.map((line) => (
            <li key={line.id} className="checkout-line">
              <span className="checkout-line__name">
                {line.product_name}
                {line.size_name ? <span className="muted"> · {line.size_name}</span> : null}
                <span className="muted"> × {line.quantity}</span>
              </span>
              <span className="checkout-line__price">{money(line.line_total)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="checkout-totals">
        <div>
          <dt>{t('summary.items')}</dt>
          <dd>{money(totals.mrp_total)}</dd>
        </div>
        {totals.items_discount > 0 ? (
          <div>
            <dt>{t('summary.itemsDiscount')}</dt>
            <dd>−{money(totals.items_discount)}</dd>
          </div>
        ) : null}
        {totals.coupon_amount > 0 ? (
          <div data-testid="summary-coupon">
            <dt>{t('summary.coupon', { code: quote.coupon?.code ?? '' })}</dt>
            <dd>−{money(totals.coupon_amount)}</dd>
          </div>
        ) : null}
        <div data-testid="summary-delivery">
          <dt>{quote.fulfilment === 'pickup' ? t('summary.pickup') : t('summary.delivery')}</dt>
          <dd>{totals.delivery_charges > 0 ? money(totals.delivery_charges) : t('summary.free')}</dd>
        </div>
        {totals.platform_amount > 0 ? (
          <div>
            <dt>{t('summary.platformFee')}</dt>
            <dd>{money(totals.platform_amount)}</dd>
          </div>
        ) : null}
        <div className="checkout-totals__total" data-testid="summary-total">
          <dt>{t('summary.total')}</dt>
          <dd>{money(totals.order_total)}</dd>
        </div>
      </dl>
      {quote.vat.some((line) => line.vat > 0) ? (
        <ul className="checkout-vat muted">
          {quote.vat
            .filter((line) => line.vat > 0)
            .map((line) => (
              <li key={`${line.name}:${line.rate_basis_points}`}>
                {t('summary.vatIncluded', {
                  rate: formatPercent(line.rate_basis_points, lang),
                  amount: money(line.vat),
                })}
              </li>
            ))}
        </ul>
      ) : (
        <p className="checkout-vat muted">{t('summary.pricesIncludeVat')}</p>
      )}
    </section>
  );
}
