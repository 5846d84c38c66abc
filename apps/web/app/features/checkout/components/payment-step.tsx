import { message } from '~/lib/messages.ts';
import type { PaymentMethodName } from '@bedesten/core/schemas/checkout';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useNavigate } from 'react-router';
import { Link } from '~/components/link.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { isShippingDone, quoteBodyOf, useCheckoutDraft } from '../draft.ts';
import { useQuote } from '../use-quote.ts';
import { CouponSection } from './coupon-section.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentMethodChoice } from './payment-method-choice.tsx';
import { QuoteProblem } from './quote-problem.tsx';

/**
 * `/cart/shipping/payment`: a coupon (the discount, or the SPEC.md §8
 * message exactly as the API words it), the payment methods this
 * deployment offers, and the summary priced by the API.
 */
export function PaymentStep() {
  const { t } = useTranslation('checkout');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { draft, ready, update } = useCheckoutDraft();
  const [code, setCode] = useState('');
  const [couponMessage, setCouponMessage] = useState<string | null>(null);
  const [methodMessage, setMethodMessage] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  const codeShown = useRef(false);
  useEffect(() => {
    if (ready && !isShippingDone(draft)) void navigate('/cart/shipping', { replace: true });
    // The kept coupon fills the field once; after that the field is the customer's.
    if (ready && draft && !codeShown.current) {
      codeShown.current = true;
      setCode(draft.coupon_code);
    }
  }, [ready, draft, navigate]);

  const { quote, failure, loading, run } = useQuote(isShippingDone(draft) ? quoteBodyOf(draft) : null);

  // A kept coupon or method that no longer applies (expired, used up, online-only) is dropped and said once.
  useEffect(() => {
    if (!failure || !draft) return;
    if (failure.field === 'coupon_code' && draft.coupon_code) {
      setCouponMessage(failure.text);
      update({ ...draft, coupon_code: '' });
    } else if (failure.field === 'payment_method' && draft.payment_method) {
      setMethodMessage(failure.text);
      update({ ...draft, payment_method: null });
    }
  }, [failure, draft, update]);

  if (!ready || !isShippingDone(draft)) return <p className="muted">{t('loading')}</p>;

  const apply = async () => {
    const wanted = code.trim();
    setCouponMessage(null);
    if (!wanted) return;
    setApplying(true);
    const result = await run(quoteBodyOf(draft, { coupon_code: wanted }));
    setApplying(false);
    if (result.ok) {
      update({ ...draft, coupon_code: wanted });
    } else if (
      result.error?.errors &&
      typeof result.error.errors === 'object' &&
      'coupon_code' in result.error.errors
    ) {
      setCouponMessage(result.error.error ?? null);
      void run(quoteBodyOf(draft, { coupon_code: '' }));
    }
  };

  const removeCoupon = () => {
    setCode('');
    setCouponMessage(null);
    update({ ...draft, coupon_code: '' });
  };

  const choose = (method: PaymentMethodName) => {
    setMethodMessage(null);
    update({ ...draft, payment_method: method });
  };

  const next = async () => {
    if (!draft.payment_method || !quote?.payment_methods.includes(draft.payment_method)) {
      setMethodMessage(message('select_payment_method', lang));
      return;
    }
    await navigate('/checkout');
  };

  const blocking = failure && failure.field !== 'coupon_code' && failure.field !== 'payment_method' ? failure : null;
  const applied = quote?.coupon ?? null;

  return (
    <div className="checkout-layout">
      <div className="checkout-stack">
        {blocking ? <QuoteProblem failure={blocking} /> : null}
        <CouponSection
          code={code}
          onCodeChange={setCode}
          onApply={() => void apply()}
          onRemove={removeCoupon}
          applying={applying}
          message={couponMessage}
          applied={applied}
          currency={quote?.currency}
        />

        <PaymentMethodChoice
          methods={quote?.payment_methods ?? []}
          chosen={draft.payment_method}
          onChoose={choose}
          loading={!quote && loading}
          message={methodMessage}
          bankTransfer={quote?.bank_transfer ?? null}
        />

        <div className="checkout-actions">
          <Link to="/cart/shipping" className="button button--secondary">
            {t('back')}
          </Link>
          <button
            type="button"
            className="button button--primary"
            disabled={!hydrated || !quote}
            onClick={() => void next()}
          >
            {t('payment.continue')}
          </button>
        </div>
      </div>
      {quote ? <OrderSummary quote={quote} /> : null}
    </div>
  );
}
