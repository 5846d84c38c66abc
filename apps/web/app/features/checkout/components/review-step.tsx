import type { Address } from '@bedesten/core/schemas/address';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useNavigate } from 'react-router';
import { Link } from '~/components/link.tsx';
import { Dialog } from '~/components/dialog.tsx';
import { FormAlert } from '~/components/form/fields.tsx';
import { formatMoney } from '@bedesten/core/money/format-money';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { checkoutApi } from '../api.ts';
import { clearDraft, isShippingDone, orderBodyOf, quoteBodyOf, useCheckoutDraft } from '../draft.ts';
import { useQuote, useQuoteFailure } from '../use-quote.ts';
import { OrderSummary } from './order-summary.tsx';
import { ReviewChoices } from './review-choices.tsx';
import { QuoteProblem } from './quote-problem.tsx';

function newAttemptKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * `/checkout`: everything once more, a confirmation dialog, then the order.
 * One Idempotency-Key is made per attempt and kept until the order is
 * placed, so a double click, a retry after a lost answer or a second tab
 * click place one order.
 */
export function ReviewStep({ addresses }: { addresses: Address[] }) {
  const { t } = useTranslation('checkout');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { draft, ready } = useCheckoutDraft();
  const toFailure = useQuoteFailure();
  const [confirming, setConfirming] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = useRef<{ key: string; body: string } | null>(null);

  useEffect(() => {
    if (!ready) return;
    if (!isShippingDone(draft)) void navigate('/cart/shipping', { replace: true });
    else if (!draft.payment_method) void navigate('/cart/shipping/payment', { replace: true });
  }, [ready, draft, navigate]);

  const { quote, failure } = useQuote(isShippingDone(draft) && draft.payment_method ? quoteBodyOf(draft) : null);

  if (!ready || !isShippingDone(draft) || !draft.payment_method) return <p className="muted">{t('loading')}</p>;
  const method = draft.payment_method;
  const address = draft.fulfilment === 'delivery' ? addresses.find((a) => a.id === draft.address_id) : undefined;

  const place = async () => {
    const body = orderBodyOf(draft);
    const serialised = JSON.stringify(body);
    // The same choices keep their key; changed choices are a new attempt.
    if (!attempt.current || attempt.current.body !== serialised) {
      attempt.current = { key: newAttemptKey(), body: serialised };
    }
    setPlacing(true);
    setProblem(null);
    const result =
      method === 'card'
        ? await checkoutApi.initiatePayment(body, attempt.current.key)
        : await checkoutApi.orderByCod(body, attempt.current.key);
    if (!result.ok) {
      setPlacing(false);
      setConfirming(false);
      setProblem(toFailure(result)?.text ?? null);
      return;
    }
    const { order, payment } = result.data.data;
    if (method === 'card') {
      // The draft stays until the payment is through: a declined card comes back here to try again.
      if (payment?.redirect_url) window.location.assign(payment.redirect_url);
      else await navigate(`/payment?order=${order.id}`);
      return;
    }
    clearDraft();
    notifySuccess(t('review.placed', { number: order.number }));
    await navigate(`/order?id=${order.id}`);
  };

  return (
    <div className="checkout-layout">
      <div className="checkout-stack">
        {failure ? <QuoteProblem failure={failure} /> : null}
        <FormAlert message={problem} />
        <ReviewChoices draft={draft} address={address} quote={quote} />
        <div className="checkout-actions">
          <Link to="/cart/shipping/payment" className="button button--secondary">
            {t('back')}
          </Link>
          <button
            type="button"
            className="button button--primary button--large"
            disabled={!hydrated || !quote || placing}
            onClick={() => setConfirming(true)}
          >
            {method === 'card' ? t('review.payNow') : t('review.placeOrder')}
          </button>
        </div>
      </div>
      {quote ? <OrderSummary quote={quote} /> : null}
      <Dialog
        open={confirming}
        onClose={() => (placing ? undefined : setConfirming(false))}
        title={t('review.confirmTitle')}
      >
        <p>
          {quote
            ? t(method === 'card' ? 'review.confirmCard' : 'review.confirmText', {
                total: formatMoney(quote.totals.order_total, lang, quote.currency),
                store: quote.store.title,
              })
            : null}
        </p>
        <div className="dialog__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => void place()}
            disabled={placing}
            aria-busy={placing || undefined}
          >
            {t('review.confirm')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setConfirming(false)}
            disabled={placing}
          >
            {t('review.cancel')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
