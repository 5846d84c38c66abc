import type { Config } from '../../config.ts';
import type { PaymentGateway } from './gateway.ts';
import { createTestGateway, signOutcome } from './test-gateway.ts';

/**
 * The deployment's card gateway: Stripe when `STRIPE_SECRET_KEY` is set,
 * else PayPal when `PAYPAL_CLIENT_ID` and `PAYPAL_CLIENT_SECRET` are (ADR 0043),
 * otherwise the built-in test gateway outside production, otherwise none
 * (and no card payments). `buildApp` makes one and hands it to checkout and
 * payments. A provider's SDK loads only when it is the one configured (each is
 * 6–10 MB of heap).
 */
export async function paymentGatewayOf(config: Config): Promise<PaymentGateway | null> {
  const signCancel = (subject: string) => signOutcome(config.SESSION_SECRET, subject, 'cancelled');
  if (config.STRIPE_SECRET_KEY) {
    const { createStripeGateway } = await import('./stripe-gateway.ts');
    return createStripeGateway({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE, signCancel });
  }
  if (config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET) {
    const { createPayPalGateway } = await import('./paypal-gateway.ts');
    return createPayPalGateway({
      clientId: config.PAYPAL_CLIENT_ID,
      clientSecret: config.PAYPAL_CLIENT_SECRET,
      environment: config.PAYPAL_ENVIRONMENT,
      apiBase: config.PAYPAL_API_BASE,
      signCancel,
    });
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
