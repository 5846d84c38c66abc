import type { CheckoutQuote } from '@bedesten/core/schemas/checkout';
import { useTranslation } from '~/lib/i18n-react.tsx';

/**
 * Under a chosen bank transfer (ADR 0089): whose account the money goes to
 * (the store's, or Bedesten's collecting for the store), and that the IBAN
 * and the reference, the order number, come once the order is placed.
 */
export function BankTransferNote({ payee }: { payee: NonNullable<CheckoutQuote['bank_transfer']> }) {
  const { t } = useTranslation('bank-transfer');
  const whom =
    payee.payee === 'platform'
      ? t('choicePlatform', { holder: payee.account_holder, store: payee.store_title })
      : t('choiceStore', { holder: payee.account_holder });
  return (
    <div className="checkout-bank-transfer" role="note">
      <p>
        <strong>{whom}</strong>
      </p>
      <p>{t('choiceLater')}</p>
    </div>
  );
}
