import type { CheckoutQuote, PaymentMethodName } from '@bedesten/core/schemas/checkout';
import { useId } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FieldErrorText } from '~/components/form/fields.tsx';
import { BankTransferNote } from './bank-transfer-note.tsx';

/** The payment methods the priced checkout offers, one radio each, with the "select a method" message. */
export function PaymentMethodChoice({
  methods,
  chosen,
  onChoose,
  loading,
  message,
  bankTransfer = null,
}: {
  methods: readonly PaymentMethodName[];
  chosen: PaymentMethodName | null;
  onChoose: (method: PaymentMethodName) => void;
  /** The methods are still being priced. */
  loading: boolean;
  message: string | null;
  /** Whose account a bank transfer goes to, said once it is chosen. */
  bankTransfer?: CheckoutQuote['bank_transfer'];
}) {
  const { t } = useTranslation('checkout');
  const errorId = useId();
  return (
    <fieldset
      className="card checkout-choice"
      aria-describedby={message ? errorId : undefined}
      aria-invalid={message ? true : undefined}
    >
      <legend className="checkout-choice__legend">{t('payment.methodTitle')}</legend>
      {methods.map((method) => (
        <label key={method} className="choice checkout-option">
          <input
            type="radio"
            name="payment_method"
            value={method}
            checked={chosen === method}
            onChange={() => onChoose(method)}
          />
          <span>
            <strong>{t(`methods.${method}`)}</strong>
            <span className="muted checkout-option__hint">{t(`methods.${method}Hint`)}</span>
          </span>
        </label>
      ))}
      {chosen === 'bank_transfer' && bankTransfer ? <BankTransferNote payee={bankTransfer} /> : null}
      {loading ? <p className="muted">{t('loading')}</p> : null}
      <FieldErrorText id={errorId} message={message ?? undefined} />
    </fieldset>
  );
}
