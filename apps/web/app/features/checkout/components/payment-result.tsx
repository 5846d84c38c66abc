import { message } from '~/lib/messages.ts';
import { formatMoney } from '@bedesten/core/money/format-money';
import type { PaymentState } from '@bedesten/core/schemas/checkout';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import { Link } from '~/components/link.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { checkoutApi } from '../api.ts';
import { clearDraft } from '../draft.ts';
import { useQuoteFailure } from '../use-quote.ts';

/**
 * `/payment`: where the gateway sends the customer back. The outcome is
 * the API's (the signed callback already settled it), never the URL's:
 * paid goes on to the order; a declined card keeps the order awaiting
 * payment, and `retry` (the route composes the orders feature's "Try another
 * card" and cancel) is shown with the time left; failed says so (nothing
 * charged, stock and coupon back, the lines back in the cart) with a retry;
 * an order a person cancelled (the customer, on this page or the order's,
 * or its store) gets nothing back in the cart, so it says it is cancelled
 * and nothing was charged, and leads back to the store;
 * pending offers to go on paying or to give up.
 */
export function PaymentResult({
  state,
  retry,
}: {
  state: PaymentState;
  /** What to offer while the order is kept after a declined card, until `dueAt`. */
  retry?: (kept: { orderId: string; dueAt: string }) => ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const toFailure = useQuoteFailure();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const paid = state.payment_status === 'paid';
  useEffect(() => {
    if (paid) clearDraft();
  }, [paid]);
  const total = formatMoney(state.order_total, lang, state.currency);
  const orderLink = (
    <Link to={`/order?id=${state.order_id}`} className="button button--primary">
      {t('result.viewOrder')}
    </Link>
  );

  if (paid) {
    return (
      <section className="card checkout-result checkout-result--success" aria-labelledby="result-title">
        <h2 id="result-title">{t('result.paidTitle')}</h2>
        <p role="status">{t('result.paidText', { number: state.number, total })}</p>
        <p className="notice__actions">{orderLink}</p>
      </section>
    );
  }

  if (retry && state.payment_status === 'awaiting_payment' && state.order_status === 'placed' && state.payment_due_at) {
    return (
      <div className="card checkout-result checkout-result--failed">
        {retry({ orderId: state.order_id, dueAt: state.payment_due_at })}
        <p>{t('result.pendingText', { number: state.number, total })}</p>
        <p className="notice__actions">{orderLink}</p>
      </div>
    );
  }

  // Only a system cancel (a failed or timed-out payment) gives the lines back to the cart.
  if (state.order_status === 'cancelled' && state.cancelled_by && state.cancelled_by !== 'system') {
    return (
      <section className="card checkout-result" aria-labelledby="result-title">
        <h2 id="result-title">{t('result.cancelledTitle')}</h2>
        <p role="status">
          {t(state.cancelled_by === 'customer' ? 'result.cancelledByYouText' : 'result.cancelledText', {
            number: state.number,
          })}
        </p>
        <p className="notice__actions">
          <Link to={`/stores/${state.store_slug}`} className="button button--primary">
            {t('result.toStore')}
          </Link>
          <Link to={`/order?id=${state.order_id}`} className="button button--secondary">
            {t('result.viewOrder')}
          </Link>
        </p>
      </section>
    );
  }

  if (state.payment_status === 'failed' || state.order_status === 'cancelled') {
    return (
      <section className="card checkout-result checkout-result--failed" aria-labelledby="result-title">
        <h2 id="result-title">{t('result.failedTitle')}</h2>
        <p className="alert alert--error" role="alert">
          {message('payment_failed', lang)}
        </p>
        <p>{t('result.failedText', { number: state.number })}</p>
        <p className="notice__actions">
          <Link to="/checkout" className="button button--primary">
            {t('result.retry')}
          </Link>
          <Link to="/cart" className="button button--secondary">
            {t('result.toCart')}
          </Link>
        </p>
      </section>
    );
  }

  if (state.payment_method !== 'card') {
    return (
      <section className="card checkout-result checkout-result--success" aria-labelledby="result-title">
        <h2 id="result-title">{message('order_placed', lang)}</h2>
        <p>{t('result.placedText', { number: state.number, total })}</p>
        <p className="notice__actions">{orderLink}</p>
      </section>
    );
  }

  const cancel = async () => {
    if (!state.payment) return;
    setBusy(true);
    const result = await checkoutApi.cancelPayment(state.payment.id);
    setBusy(false);
    if (!result.ok) setProblem(toFailure(result)?.text ?? null);
    await revalidator.revalidate();
  };

  return (
    <section className="card checkout-result" aria-labelledby="result-title">
      <h2 id="result-title">{t('result.pendingTitle')}</h2>
      <p>{t('result.pendingText', { number: state.number, total })}</p>
      {problem ? (
        <p className="alert alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="notice__actions">
        {state.payment?.redirect_url ? (
          <a href={state.payment.redirect_url} className="button button--primary">
            {t('result.continuePaying')}
          </a>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void cancel()}
          disabled={!hydrated || busy}
        >
          {t('result.giveUp')}
        </button>
      </p>
    </section>
  );
}
