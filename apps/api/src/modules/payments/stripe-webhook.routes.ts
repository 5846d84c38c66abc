import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '@bedesten/core/errors/app-error';
import type { CallbackDeps } from './payment-callbacks.ts';
import { capturePayment, failPayment } from './settle-payment.ts';

/**
 * `POST /api/stripe/webhook`: Stripe's word on a Checkout Session, trusted
 * only when `stripe.webhooks.constructEvent` accepts its signature over the
 * raw body. Captures and failures are conditional, so Stripe's retries and
 * duplicates change nothing twice.
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
        summary: 'Stripe webhook (checkout.session.completed, async_payment_succeeded/failed, expired)',
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
