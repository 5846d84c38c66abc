import type { CheckoutQuote } from '@bedesten/core/schemas/checkout';
import { useId } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FieldErrorText } from '~/components/form/fields.tsx';
import { formatMoney } from '@bedesten/core/money/format-money';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';

/**
 * The payment step's coupon card: the code box with its Apply button, the
 * API's message when the code does not apply (SPEC.md §8, as worded), or the
 * discount it gave with a way to remove it.
 */
export function CouponSection({
  code,
  onCodeChange,
  onApply,
  onRemove,
  applying,
  message,
  applied,
  currency,
}: {
  code: string;
  onCodeChange: (code: string) => void;
  onApply: () => void;
  onRemove: () => void;
  applying: boolean;
  message: string | null;
  applied: CheckoutQuote['coupon'] | null;
  currency: string | undefined;
}) {
  const { t } = useTranslation('checkout');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const couponIds = { input: useId(), error: useId(), status: useId() };
  return (
    <section className="card" aria-labelledby="coupon-title">
      <h2 id="coupon-title">{t('payment.couponTitle')}</h2>
      <div className="field">
        <label htmlFor={couponIds.input}>{t('payment.couponLabel')}</label>
        <div className="field__row">
          <input
            id={couponIds.input}
            value={code}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
            onChange={(event) => onCodeChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                onApply();
              }
            }}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? couponIds.error : applied ? couponIds.status : undefined}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={onApply}
            disabled={!hydrated || applying}
            aria-busy={applying || undefined}
          >
            {t('payment.apply')}
          </button>
        </div>
        <FieldErrorText id={couponIds.error} message={message ?? undefined} />
        {applied && !message ? (
          <p id={couponIds.status} className="field__hint checkout-coupon-ok" role="status">
            {t('payment.couponApplied', {
              code: applied.code,
              amount: formatMoney(applied.amount, lang, currency),
            })}{' '}
            <button type="button" className="link-button" onClick={onRemove}>
              {t('payment.removeCoupon')}
            </button>
          </p>
        ) : null}
      </div>
    </section>
  );
}
