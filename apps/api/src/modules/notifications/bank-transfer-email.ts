import type { MessageKey, MessageParams } from '@bedesten/core/messages/catalogue';
import { formatIban } from '@bedesten/core/stores/bank-account';
import type { DomainEvent } from '../../lib/event-bus.ts';

type BankTransfer = NonNullable<Extract<DomainEvent, { type: 'order.placed' }>['bank_transfer']>;

/**
 * The order-placed notice's `emailDetails`: the e-mail's paragraphs on paying by bank transfer (ADR 0089):
 * amount, account holder, IBAN grouped in fours, BIC when known and the
 * reference; when the platform collects, a line saying it does so for the
 * store. Keys and parameters, so each reader gets them in their language
 * (the amount is formatted there from minor units and currency).
 */
export function bankTransferEmail(
  bankTransfer: BankTransfer | undefined,
  storeTitle: string,
): { emailDetails?: { messageKey: MessageKey; params: MessageParams }[] } {
  if (!bankTransfer) return {};
  const params: MessageParams = {
    amount: bankTransfer.amount,
    currency: bankTransfer.currency,
    holder: bankTransfer.account_holder,
    iban: formatIban(bankTransfer.iban),
    reference: bankTransfer.payment_reference,
    ...(bankTransfer.bic ? { bic: bankTransfer.bic } : {}),
  };
  const emailDetails: { messageKey: MessageKey; params: MessageParams }[] = [
    { messageKey: bankTransfer.bic ? 'order_bank_transfer_email' : 'order_bank_transfer_email_no_bic', params },
  ];
  if (bankTransfer.payee === 'platform') {
    emailDetails.push({ messageKey: 'order_bank_transfer_email_platform', params: { store: storeTitle } });
  }
  return { emailDetails };
}
