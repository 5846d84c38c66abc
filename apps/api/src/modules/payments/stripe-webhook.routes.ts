import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '@bedesten/core/errors/app-error';
import type { CallbackDeps } from './payment-callbacks.ts';
import { capturePayment, failPayment } from './settle-payment.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A card declined on Stripe's page (`payment_intent.payment_failed`): the
 * session stays open for another card there, and the order is kept
 * `awaiting_payment` (issue 43), so leaving that page no longer cancels it.
 */
async function holdAfterDecline(deps: CallbackDeps, intent: Stripe.PaymentIntent): Promise<void> {
  const paymentId = intent.metadata?.payment_id;
  if (!paymentId || !UUID.test(paymentId)) return;
  const found = await deps.repository.byId(paymentId);
  if (found?.payment.provider === 'stripe') await deps.ledger.holdForRetry(found.payment.id);
}

/**
 * `POST /api/stripe/webhook`: Stripe's word on a Checkout Session (and on a
 * declined card), trusted only when `stripe.webhooks.constructEvent` accepts
 * its signature over the raw body. Captures, failures and holds are
 * conditional, so Stripe's retries and duplicates change nothing twice.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{
  deps: CallbackDeps;
  client: Stripe;
  webhookSecret: string | undefined;
}> = async (app, { deps, client, webhookSecret }) => {
  // The signature covers the exact bytes Stripe sent, so this route reads the body raw.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // Whatever else arrives is read the same way, so it meets the signature check (400), not a 415.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/stripe/webhook',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['payments'],
        summary:
          'Stripe webhook (checkout.session.completed, async_payment_succeeded/failed, expired; payment_intent.payment_failed)',
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (!webhookSecret || typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new AppError(400, 'payment_signature_invalid');
      }
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(request.body, signature, webhookSecret);
      } catch {
        throw new AppError(400, 'payment_signature_invalid');
      }
      if (event.type === 'payment_intent.payment_failed') {
        await holdAfterDecline(deps, event.data.object);
        return { received: true };
      }
      if (!event.type.startsWith('checkout.session.')) return { received: true };
      const session = event.data.object as Stripe.Checkout.Session;
      const found = await deps.repository.byProviderRef('stripe', session.id);
      if (!found) return { received: true };
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
            await capturePayment(deps, found);
          }
          break;
        case 'checkout.session.async_payment_failed':
          await failPayment(deps, found, 'declined');
          break;
        case 'checkout.session.expired':
          await failPayment(deps, found, 'expired');
          break;
        default:
          break;
      }
      return { received: true };
    },
  );
};
