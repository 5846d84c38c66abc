import type { Config } from '../../config.ts';

/**
 * Who a bank transfer is paid to, and what the customer writes on it
 * (ADR 0089). Written once here and read by the order detail, the invoice,
 * checkout (which offers bank transfer only when there is an account to pay
 * into) and the order-placed notice.
 */

/**
 * The deployment's choice (`BANK_TRANSFER_PAYEE`): each store collects into
 * its own IBAN from store setup, or the platform collects every transfer
 * into its one account (`PLATFORM_IBAN`, …) and settles with the stores.
 */
export type BankTransferCollector =
  { payee: 'store' } | { payee: 'platform'; iban: string; bic: string | null; accountHolder: string };

export const STORES_COLLECT: BankTransferCollector = { payee: 'store' };

/** The collector the configuration names (config.ts refuses `platform` without an IBAN and a holder). */
export function bankTransferCollectorOf(
  config: Pick<Config, 'BANK_TRANSFER_PAYEE' | 'PLATFORM_IBAN' | 'PLATFORM_BIC' | 'PLATFORM_ACCOUNT_HOLDER'>,
): BankTransferCollector {
  if (config.BANK_TRANSFER_PAYEE !== 'platform' || !config.PLATFORM_IBAN || !config.PLATFORM_ACCOUNT_HOLDER) {
    return STORES_COLLECT;
  }
  return {
    payee: 'platform',
    iban: config.PLATFORM_IBAN,
    bic: config.PLATFORM_BIC ?? null,
    accountHolder: config.PLATFORM_ACCOUNT_HOLDER,
  };
}

/** The account a transfer goes to: IBAN in electronic form (shown grouped in fours), BIC when known. */
export interface BankTransferPayee {
  payee: 'store' | 'platform';
  iban: string;
  bic: string | null;
  accountHolder: string;
}

/** What the payee resolution reads of a store: its bank details from setup, and its name. */
export interface StoreBankFacts {
  title: string;
  iban: string | null;
  bic: string | null;
  accountHolderName: string | null;
}

/** The account to pay into, or null when the store collects and gave no IBAN (older stores). */
export function bankTransferPayee(collector: BankTransferCollector, store: StoreBankFacts): BankTransferPayee | null {
  if (collector.payee === 'platform') {
    return { payee: 'platform', iban: collector.iban, bic: collector.bic, accountHolder: collector.accountHolder };
  }
  if (!store.iban) return null;
  return {
    payee: 'store',
    iban: store.iban,
    bic: store.bic,
    // Store setup requires the holder's name; a store saved before that is paid under its own name.
    accountHolder: store.accountHolderName?.trim() || store.title,
  };
}

/**
 * The reference the customer writes on the transfer: the order number, as
 * it is, in every language, so whoever collects finds the order by it
 * (staff search orders by number).
 */
export function paymentReferenceOf(orderNumber: number): string {
  return String(orderNumber);
}

/** Everything the customer needs to pay one order by transfer (amount in minor units). */
export interface BankTransferDetails extends BankTransferPayee {
  paymentReference: string;
  amount: number;
  currency: string;
}

/** An order's transfer details; null when it is not paid by bank transfer or there is no account to pay into. */
export function bankTransferDetailsOf(
  collector: BankTransferCollector,
  order: { paymentMethod: string; number: number; orderTotal: number; currency: string },
  store: StoreBankFacts,
): BankTransferDetails | null {
  if (order.paymentMethod !== 'bank_transfer') return null;
  const payee = bankTransferPayee(collector, store);
  if (!payee) return null;
  return {
    ...payee,
    paymentReference: paymentReferenceOf(order.number),
    amount: order.orderTotal,
    currency: order.currency,
  };
}

/** The details as the `order.placed` event carries them (plain JSON, for the order-placed e-mail). */
export function bankTransferNoticeOf(details: BankTransferDetails | null) {
  if (!details) return {};
  return {
    bank_transfer: {
      payee: details.payee,
      iban: details.iban,
      bic: details.bic,
      account_holder: details.accountHolder,
      payment_reference: details.paymentReference,
      amount: details.amount,
      currency: details.currency,
    },
  };
}
