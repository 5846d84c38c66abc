import { message } from '~/lib/messages.ts';
import { formatMoney } from '@bedesten/core/money/format-money';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { checkoutBlocker, type CartModel } from '../cart-model.ts';

/**
 * Totals (items at list price, discount, total), the store's minimum order
 * and the way on to checkout. Guests are asked to sign in first.
 */
export function CartSummary({ model, busy, onCheckout }: { model: CartModel; busy: boolean; onCheckout: () => void }) {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const money = (minor: number) => formatMoney(minor, lang, model.currency);
  const totals = model.totals;
  const blocker = checkoutBlocker(model);
  const noteId = 'cart-checkout-note';
  return (
    <section className="cart-summary card" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{t('summary.title')}</h2>
      <dl className="cart-summary__totals">
        <div>
          <dt>{t('summary.items', { count: model.count })}</dt>
          <dd>{money(totals?.mrp_total ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('summary.discount')}</dt>
          <dd>{totals && totals.items_discount > 0 ? `−${money(totals.items_discount)}` : money(0)}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>{t('summary.total')}</dt>
          <dd>{money(totals?.final_total ?? 0)}</dd>
        </div>
      </dl>
      <p className="muted cart-summary__later">{t('summary.later')}</p>
      {model.minimumOrder > 0 ? (
        <p
          className={
            blocker === 'minimum' ? 'cart-summary__minimum cart-summary__minimum--short' : 'cart-summary__minimum'
          }
        >
          {message('minimum_order_not_met', lang, { amount: money(model.minimumOrder) })}
        </p>
      ) : null}
      {blocker === 'lines' ? (
        <p id={noteId} className="cart-summary__blocker" role="status">
          {t('summary.fixLines')}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary cart-summary__checkout"
        disabled={blocker !== null || busy}
        aria-describedby={blocker === 'lines' ? noteId : undefined}
        onClick={onCheckout}
      >
        {t('summary.checkout')}
      </button>
    </section>
  );
}
