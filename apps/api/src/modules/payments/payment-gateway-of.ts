import type { Config } from '../../config.ts';
import type { PaymentGateway } from './gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';
import { createTestGateway } from './test-gateway.ts';

/**
 * The deployment's card gateway: Stripe when `STRIPE_SECRET_KEY` is set,
 * otherwise the built-in test gateway outside production, otherwise none
 * (and no card payments). `buildApp` makes one and hands it to checkout and
 * payments.
 */
export function paymentGatewayOf(config: Config): PaymentGateway | null {
  if (config.STRIPE_SECRET_KEY) {
    return createStripeGateway({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE });
  }
  return config.isProduction ? null : createTestGateway();
}

/** The payment methods this deployment offers (`PAYMENT_METHODS`, card only with a gateway). */
export function paymentMethodsOffered(
  config: Config,
  gateway: PaymentGateway | null,
): ('cod' | 'bank_transfer' | 'card')[] {
  return config.PAYMENT_METHODS.filter((method) => method !== 'card' || gateway !== null);
}
