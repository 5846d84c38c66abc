import type { OrderRow } from './order-rows.ts';

/** How long a declined card's order is kept, its stock held, for another card (issue 43). */
export const CARD_RETRY_MINUTES = 30;

/**
 * The cancel reason of an order released at the end of its hold, on its row
 * and on its status event (only the release publishes a reason for a system
 * cancel): the customer's notice of it is the release's own.
 */
export const RELEASE_REASON = 'expired';

/** What failing a card payment did to its order. */
export interface FailedPaymentOutcome {
  cancelled: boolean;
  /** Kept for another card until then (null: not kept). */
  heldUntil: Date | null;
  /** Whether this failure started the hold (the customer is told once). */
  newlyHeld: boolean;
}

/**
 * Whether a failed card payment keeps its order for another card (issue 43):
 * a declined card starts the hold; once held, any failed attempt (declined,
 * given up on the provider's page, expired) keeps it until it is due. Without
 * a decline, a first payment given up or abandoned cancels the order as before.
 */
export function keepsForRetry(order: OrderRow, reason: string, now: Date): boolean {
  if (order.status !== 'placed' || order.paymentMethod !== 'card') return false;
  if (order.paymentStatus === 'awaiting_payment') return order.paymentDueAt !== null && order.paymentDueAt > now;
  return order.paymentStatus === 'pending' && reason === 'declined';
}
