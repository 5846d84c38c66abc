import type { FastifyBaseLogger } from 'fastify';
import type { Notifier } from '../notifications/notifier.ts';
import { CARD_RETRY_MINUTES } from '../orders/order-ledger-hold.ts';
import type { OnSystemCancel, OrderLedger } from '../orders/order-ledger.ts';
import type { GatewayPayment, GatewayUrls, PaymentGateway } from './gateway.ts';
import type { PaymentsRepository, PaymentWithOrder } from './payments.repository.ts';

export interface SettleDeps {
  repository: PaymentsRepository;
  /** The order's owner: capturing, failing, holding for another card and releasing are its use cases. */
  ledger: Pick<
    OrderLedger,
    | 'capture'
    | 'failPayment'
    | 'recordProviderRef'
    | 'holdForRetry'
    | 'openRetryPayment'
    | 'releaseUnpaid'
    | 'dueForRelease'
  >;
  /** Run inside the cancelling transaction when a failed payment cancels its order (the cart gets its lines back). */
  onSystemCancel?: OnSystemCancel | undefined;
  gateway: PaymentGateway | null;
  log: FastifyBaseLogger;
  /** Tells the customer their card payment failed. */
  notifier?: Notifier | undefined;
}

export function gatewayPaymentOf({ payment, order }: PaymentWithOrder): GatewayPayment {
  return {
    id: payment.id,
    orderId: order.id,
    orderNumber: order.number,
    amount: payment.amount,
    currency: payment.currency,
    email: order.email,
    providerRef: payment.providerRef,
  };
}

/** Captures a pending payment once: the ledger marks the order paid and tells the store (see `OrderLedger.capture`). */
export function capturePayment(deps: SettleDeps, found: PaymentWithOrder): Promise<boolean> {
  return deps.ledger.capture(found.payment.id);
}

/** Stops a settled payment's provider session, so it cannot be paid after we gave up on it. */
export async function stopProviderSession(deps: SettleDeps, found: PaymentWithOrder): Promise<void> {
  if (!deps.gateway || found.payment.provider !== deps.gateway.name) return;
  await deps.gateway.cancel(gatewayPaymentOf(found)).catch((error: unknown) => {
    deps.log.warn({ err: error, payment: found.payment.id }, 'could not stop the provider session');
  });
}

/**
 * Fails a pending payment once. A declined card keeps the order for another
 * card (the customer is told once, when the hold starts); otherwise the
 * ledger cancels the order as "system" (stock and coupon use back, the lines
 * back in the cart) and the customer is told. Then the provider's session is
 * stopped.
 */
export async function failPayment(deps: SettleDeps, found: PaymentWithOrder, reason: string): Promise<boolean> {
  const outcome = await deps.ledger.failPayment(found.payment.id, reason, deps.onSystemCancel);
  if (!outcome) return false;
  const link = `/order?id=${found.order.id}`;
  if (outcome.newlyHeld) {
    await deps.notifier?.notify([
      {
        userId: found.order.userId,
        kind: 'payment_failed',
        messageKey: 'payment_declined_kept_notice',
        params: { number: found.order.number, minutes: CARD_RETRY_MINUTES },
        link,
        fallbackEmail: found.order.email,
      },
    ]);
  } else if (!outcome.heldUntil) {
    await deps.notifier?.notify([
      {
        userId: found.order.userId,
        kind: 'payment_failed',
        messageKey: 'payment_failed_notice',
        params: { number: found.order.number, reason },
        link,
        fallbackEmail: found.order.email,
      },
    ]);
  }
  await stopProviderSession(deps, found);
  return true;
}

/**
 * Where the customer pays a pending card payment; the provider's session is
 * made the first time and remembered. Null when nothing is left to pay.
 */
export async function paymentRedirect(
  deps: SettleDeps,
  found: PaymentWithOrder,
  urls: GatewayUrls,
): Promise<string | null> {
  if (found.payment.status !== 'pending' || !deps.gateway || found.payment.provider !== deps.gateway.name) return null;
  const started = await deps.gateway.checkout(gatewayPaymentOf(found), urls);
  if (started.providerRef && started.providerRef !== found.payment.providerRef) {
    await deps.ledger.recordProviderRef(found.payment.id, started.providerRef);
  }
  return started.redirectUrl;
}

/**
 * The abandoned-payment sweep: a card payment still pending `minutes` after
 * it began is failed; its order is cancelled (stock and coupon back) unless
 * it is kept for another card after a decline, which the release sweep ends
 * (release-unpaid-orders.ts). The provider is asked first, so a payment
 * whose webhook never came is captured instead. Safe on every instance at
 * once: each change is conditional.
 */
export async function sweepAbandonedPayments(deps: SettleDeps, minutes: number, now = new Date()): Promise<number> {
  const ids = await deps.repository.abandoned(new Date(now.getTime() - minutes * 60_000));
  let failed = 0;
  for (const id of ids) {
    const found = await deps.repository.byId(id);
    if (!found || found.payment.status !== 'pending') continue;
    try {
      const said =
        deps.gateway && found.payment.provider === deps.gateway.name
          ? await deps.gateway.status(gatewayPaymentOf(found))
          : 'pending';
      if (said === 'paid') await capturePayment(deps, found);
      else if (await failPayment(deps, found, said === 'failed' ? 'expired' : 'abandoned')) failed++;
    } catch (error) {
      deps.log.error({ err: error, payment: id }, 'abandoned payment sweep failed for one payment');
    }
  }
  return failed;
}
