import type { Address } from '@bedesten/core/schemas/address';
import type { CheckoutQuote } from '@bedesten/core/schemas/checkout';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import type { CheckoutDraft } from '../draft.ts';
import { BankTransferNote } from './bank-transfer-note.tsx';

/**
 * What the customer chose on the earlier steps, each with a way back to
 * change it: where the order goes (or the store to pick it up from), the
 * billing details and note, and the payment method.
 */
export function ReviewChoices({
  draft,
  address,
  quote,
}: {
  draft: CheckoutDraft;
  /** The chosen delivery address, when the address book still holds it. */
  address: Address | undefined;
  quote: CheckoutQuote | null;
}) {
  const { t } = useTranslation('checkout');
  return (
    <>
      <section className="card" aria-labelledby="review-where-title">
        <h2 id="review-where-title">
          {draft.fulfilment === 'pickup' ? t('review.pickupTitle') : t('review.deliveryTitle')}
        </h2>
        {draft.fulfilment === 'pickup' ? (
          <p>{quote ? t('review.pickupAt', { store: quote.store.title, address: quote.store.address }) : null}</p>
        ) : address ? (
          <p>
            <strong>{address.name}</strong>
            <br />
            {[address.address, address.landmark, address.city, address.pin_code].filter(Boolean).join(', ')}
            <br />
            {address.contact}
          </p>
        ) : (
          <p className="muted">{t('review.addressChosen')}</p>
        )}
        <p>
          <Link to="/cart/shipping" className="text-link">
            {t('review.change')}
          </Link>
        </p>
      </section>
      <section className="card" aria-labelledby="review-billing-title">
        <h2 id="review-billing-title">{t('review.billingTitle')}</h2>
        <p>
          {draft.name}
          <br />
          {draft.contact}
          {draft.email ? (
            <>
              <br />
              {draft.email}
            </>
          ) : null}
        </p>
        {draft.order_notes ? (
          <p>
            <strong>{t('review.note')}:</strong> {draft.order_notes}
          </p>
        ) : null}
      </section>
      <section className="card" aria-labelledby="review-method-title">
        <h2 id="review-method-title">{t('payment.methodTitle')}</h2>
        <p>{t(`methods.${draft.payment_method}`)}</p>
        {draft.payment_method === 'bank_transfer' && quote?.bank_transfer ? (
          <BankTransferNote payee={quote.bank_transfer} />
        ) : null}
        <p>
          <Link to="/cart/shipping/payment" className="text-link">
            {t('review.change')}
          </Link>
        </p>
      </section>
    </>
  );
}
