import { AppError } from '@bedesten/core/errors/app-error';
import type { PaymentState } from '@bedesten/core/schemas/checkout';
import type { GatewayUrls } from './gateway.ts';
import { paymentStateOf } from './payment-callbacks.ts';
import type { SettleDeps } from './settle-payment.ts';
import { startCardPayment } from './start-card-payment.ts';

/**
 * "Try another card" (issue 43): a new card payment for the caller's own
 * order kept `awaiting_payment` after a declined card, the same order (no
 * new one, its stock still held). While an attempt is open, asking again
 * answers that one, so a double click or a retried request opens one
 * session. Another person's order: 404; an order no longer awaiting payment
 * (paid, cancelled, or its time ran out): 409.
 */
export async function retryCardPayment(
  deps: SettleDeps,
  userId: string,
  orderId: string,
  urls: GatewayUrls,
): Promise<{ created: boolean; state: PaymentState }> {
  if (!deps.gateway) throw new AppError(400, 'select_payment_method');
  const { payment, created } = await deps.ledger.openRetryPayment(userId, orderId, deps.gateway.name);
  const started = await startCardPayment(deps, payment.id, urls);
  const state = await paymentStateOf(deps, userId, orderId, urls, created, {
    paymentId: payment.id,
    redirectUrl: started.redirectUrl,
  });
  return { created, state };
}
