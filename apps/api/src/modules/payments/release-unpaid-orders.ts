import { CARD_RETRY_MINUTES } from '../orders/order-ledger-hold.ts';
import { capturePayment, gatewayPaymentOf, stopProviderSession, type SettleDeps } from './settle-payment.ts';

/** The scheduled job that cancels orders kept after a declined card once their time is up (issue 43). */
export const PAYMENT_RELEASE_JOB = 'payments.release-unpaid';

/** Whether one of the order's open attempts turns out paid at its provider (then it is captured). */
async function paidMeanwhile(deps: SettleDeps, orderId: string): Promise<boolean> {
  for (const found of await deps.repository.pendingForOrder(orderId)) {
    if (!deps.gateway || found.payment.provider !== deps.gateway.name) continue;
    if ((await deps.gateway.status(gatewayPaymentOf(found))) === 'paid') {
      await capturePayment(deps, found);
      return true;
    }
  }
  return false;
}

/**
 * The release sweep: an order kept `awaiting_payment` after a declined card
 * and not paid by its due time is cancelled by the ledger, once (its stock
 * and coupon use back, its open attempts failed), the customer is told and
 * the providers' sessions are stopped. The deadline lives on the order row,
 * so a restart loses nothing: the next tick finds what is due. A provider
 * that says an open attempt was paid meanwhile is believed first. Safe on
 * every instance at once: the ledger's release is conditional under the
 * order's lock. Returns how many orders it cancelled.
 */
export async function releaseUnpaidOrders(deps: SettleDeps, now = new Date()): Promise<number> {
  let released = 0;
  for (const orderId of await deps.ledger.dueForRelease(now)) {
    try {
      if (await paidMeanwhile(deps, orderId)) continue;
      const outcome = await deps.ledger.releaseUnpaid(orderId, now, deps.onSystemCancel);
      if (!outcome) continue;
      const { order } = outcome;
      if (outcome.cancelled) {
        released++;
        await deps.notifier?.notify([
          {
            userId: order.userId,
            kind: 'payment_failed',
            messageKey: 'payment_timeout_notice',
            params: { number: order.number, minutes: CARD_RETRY_MINUTES },
            link: `/order?id=${order.id}`,
            fallbackEmail: order.email,
          },
        ]);
      }
      for (const payment of outcome.failed) {
        await stopProviderSession(deps, { payment, order, vendorUserId: null });
      }
    } catch (error) {
      deps.log.error({ err: error, order: orderId }, 'releasing an unpaid order failed for one order');
    }
  }
  return released;
}
