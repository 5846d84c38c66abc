import type { Config } from '../../config.ts';
import { createStripeGateway } from './stripe-gateway.ts';
import { createTestGateway } from './test-gateway.ts';

/** A card payment as a gateway needs it. */
export interface GatewayPayment {
  id: string;
  orderId: string;
  orderNumber: number;
  amount: number;
  currency: string;
  email: string | null;
  providerRef: string | null;
}

export interface GatewayUrls {
  /** Our own origin ("https://bedesten.cy"), for the provider's return addresses. */
  baseUrl: string;
  lang: 'en' | 'tr';
}

export type GatewayOutcome = 'paid' | 'failed' | 'pending';

/**
 * A card gateway (DESIGN.md §1 payments). Card orders are placed first,
 * then the customer pays on the gateway's own page; the gateway's word
 * (a signed redirect, a retrieved session or a signed webhook) is what
 * captures, never the browser's.
 */
export interface PaymentGateway {
  readonly name: 'test' | 'stripe';
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

const gateways = new WeakMap<Config, PaymentGateway | null>();

/**
 * The deployment's card gateway: Stripe when `STRIPE_SECRET_KEY` is set,
 * otherwise the built-in test gateway outside production, otherwise none
 * (and no card payments). One per configuration, shared by the modules.
 */
export function paymentGatewayFor(config: Config): PaymentGateway | null {
  if (gateways.has(config)) return gateways.get(config)!;
  const gateway = config.STRIPE_SECRET_KEY
    ? createStripeGateway({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE })
    : config.isProduction
      ? null
      : createTestGateway();
  gateways.set(config, gateway);
  return gateway;
}

/** The payment methods this deployment offers (`PAYMENT_METHODS`, card only with a gateway). */
export function availablePaymentMethods(config: Config): ('cod' | 'bank_transfer' | 'card')[] {
  const gateway = paymentGatewayFor(config);
  return config.PAYMENT_METHODS.filter((method) => method !== 'card' || gateway !== null);
}
