import type { Language } from '@bedesten/core/i18n/languages';
import type { CheckoutQuote, CheckoutQuoteBody, PaymentMethodName } from '@bedesten/core/schemas/checkout';
import type { CheckoutRepository } from './checkout.repository.ts';
import type { BankTransferCollector } from '../orders/bank-transfer-payee.ts';
import { priceCheckout } from './price-checkout.ts';

/**
 * `checkout-summary`: what the caller's cart would cost delivered to the
 * chosen address (or picked up), with the coupon, and which payment methods
 * are offered. Priced exactly as placing the order prices it.
 */
export async function getCheckoutSummary(
  deps: {
    repository: CheckoutRepository;
    currency: string;
    methods: readonly PaymentMethodName[];
    bankTransfer: BankTransferCollector;
  },
  input: { userId: string; body: CheckoutQuoteBody; lang: Language; now?: Date },
): Promise<CheckoutQuote> {
  const { repository, methods, bankTransfer } = deps;
  const priced = await priceCheckout(repository, null, {
    userId: input.userId,
    body: input.body,
    lang: input.lang,
    currency: deps.currency,
    now: input.now ?? new Date(),
    availableMethods: methods,
    bankTransfer,
  });
  const payee = priced.bankTransferPayee;
  return {
    store: {
      id: priced.store.id,
      title: priced.store.title,
      minimum_order_amount: priced.store.minimumOrderAmount,
      address: priced.store.address,
      city: priced.store.city,
    },
    fulfilment: input.body.fulfilment,
    lines: priced.lines.map(({ row: _row, ...line }) => line),
    totals: priced.totals,
    vat: priced.vat,
    coupon: priced.coupon
      ? {
          code: priced.coupon.code,
          type: priced.coupon.offer.discountType,
          value: priced.coupon.offer.discountValue,
          amount: priced.coupon.amount,
        }
      : null,
    delivery: priced.delivery,
    payment_methods: priced.methods,
    // Who the transfer goes to, before the order; its IBAN and reference come with the placed order.
    bank_transfer:
      payee && priced.methods.includes('bank_transfer')
        ? { payee: payee.payee, account_holder: payee.accountHolder, store_title: priced.store.title }
        : null,
    currency: deps.currency,
  };
}
