import type { PublicUrls } from '../../lib/public-urls.ts';

/** A card payment as a gateway needs it. */
export interface GatewayPayment {
  id: string;
  /** The order's id, or the store's for a joining fee. */
  orderId: string;
  orderNumber: number;
  amount: number;
  currency: string;
  email: string | null;
  providerRef: string | null;
  /** What is paid for: an order (the default) or a store's joining fee, whose return pages differ. */
  purpose?: 'order' | 'joining_fee';
}

/** Where the provider sends the customer back: our origin and their language. */
export type GatewayUrls = PublicUrls;

export type GatewayOutcome = 'paid' | 'failed' | 'pending';

/**
 * A card gateway (DESIGN.md §1 payments). Card orders are placed first,
 * then the customer pays on the gateway's own page; the gateway's word
 * (a signed redirect, a retrieved session or a signed webhook) is what
 * captures, never the browser's.
 */
export interface PaymentGateway {
  readonly name: 'test' | 'stripe' | 'paypal';
  /** Where the customer pays; creates the provider's session the first time (`providerRef` stays null for none). */
  checkout(
    payment: GatewayPayment,
    urls: GatewayUrls,
  ): Promise<{ redirectUrl: string | null; providerRef: string | null }>;
  /** What the provider itself says about the payment (the test gateway keeps no state: pending). */
  status(payment: GatewayPayment): Promise<GatewayOutcome>;
  /** Stops the provider's session so it cannot be paid after we gave up on it. */
  cancel(payment: GatewayPayment): Promise<void>;
}

/**
 * Signs the "cancelled" return of a payment (HMAC over its signed subject and
 * the outcome, test-gateway.ts), so that only a return the provider was given
 * gives it up by GET: a link on another site cannot (issue 42, ADRs 0086, 0088).
 */
export type SignCancel = (subject: string) => string;

/**
 * What a payment's gateway signatures are over: an order payment's id, a
 * joining fee's `joining-fee:<id>`, so a signature for the one never settles the other.
 */
export function signedSubjectOf(payment: Pick<GatewayPayment, 'id' | 'purpose'>): string {
  return payment.purpose === 'joining_fee' ? `joining-fee:${payment.id}` : payment.id;
}

/** The query of the address a provider sends a customer who gave up back to. */
export function cancelReturnQuery(payment: GatewayPayment, signCancel: SignCancel | undefined): string {
  const query = `payment_id=${payment.id}`;
  if (!signCancel) return query;
  return `${query}&outcome=cancelled&signature=${signCancel(signedSubjectOf(payment))}`;
}

/** Where a provider sends the customer back: orders to `paymentVerify`/`paymentFailure`, joining fees to their own pair. */
export function returnPaths(payment: GatewayPayment): { verify: string; failure: string } {
  return payment.purpose === 'joining_fee'
    ? { verify: '/api/store-payment-verify', failure: '/api/store-payment-failure' }
    : { verify: '/api/paymentVerify', failure: '/api/paymentFailure' };
}
