import Stripe from 'stripe';
import {
  cancelReturnQuery,
  returnPaths,
  type GatewayPayment,
  type PaymentGateway,
  type SignCancel,
} from './gateway.ts';

/** Stripe keeps a Checkout Session open at least this long; we sweep abandoned payments after our own limit. */
const SESSION_MINUTES = 60;

/** The official SDK, pointed at `apiBase` when given (tests run a local fake of the Stripe API). */
export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  if (!apiBase) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiBase);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 0,
  });
}

/**
 * Card payments through Stripe Checkout: a Checkout Session per payment,
 * created once (the payment id is Stripe's idempotency key, so two
 * concurrent starts get one session), paid on Stripe's page, confirmed by
 * the signed webhook or by retrieving the session on the way back.
 */
export function createStripeGateway(options: {
  secretKey: string;
  apiBase?: string | undefined;
  signCancel?: SignCancel | undefined;
}): PaymentGateway {
  const client = createStripeClient(options.secretKey, options.apiBase);

  async function retrieve(payment: GatewayPayment) {
    return payment.providerRef ? client.checkout.sessions.retrieve(payment.providerRef) : null;
  }

  return {
    name: 'stripe',
    async checkout(payment, urls) {
      const existing = await retrieve(payment);
      if (existing) return { redirectUrl: existing.status === 'open' ? existing.url : null, providerRef: existing.id };
      const joiningFee = payment.purpose === 'joining_fee';
      const session = await client.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: payment.id,
          metadata: joiningFee
            ? { payment_id: payment.id, store_id: payment.orderId, purpose: 'joining_fee' }
            : { payment_id: payment.id, order_id: payment.orderId },
          // Each declined card fires `payment_intent.payment_failed`, which names our payment by this.
          ...(joiningFee
            ? {}
            : { payment_intent_data: { metadata: { payment_id: payment.id, order_id: payment.orderId } } }),
          ...(payment.email ? { customer_email: payment.email } : {}),
          locale: urls.lang,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: payment.currency.toLowerCase(),
                unit_amount: payment.amount,
                product_data: { name: joiningFee ? 'Bedesten joining fee' : `Bedesten #${payment.orderNumber}` },
              },
            },
          ],
          success_url: `${urls.baseUrl}${returnPaths(payment).verify}?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${urls.baseUrl}${returnPaths(payment).failure}?${cancelReturnQuery(payment, options.signCancel)}`,
          expires_at: Math.floor(Date.now() / 1000) + SESSION_MINUTES * 60,
        },
        { idempotencyKey: `bedesten-checkout-${payment.id}` },
      );
      return { redirectUrl: session.url, providerRef: session.id };
    },
    async status(payment) {
      const session = await retrieve(payment);
      if (!session) return 'pending';
      if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'paid';
      return session.status === 'expired' ? 'failed' : 'pending';
    },
    async cancel(payment) {
      const session = await retrieve(payment);
      if (session?.status === 'open') await client.checkout.sessions.expire(session.id);
    },
  };
}
