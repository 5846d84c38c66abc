import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/event-bus.ts';
import type { GatewayPayment, GatewayUrls, PaymentGateway } from './gateway.ts';
import type { PaymentsRepository, PaymentWithOrder } from './payments.repository.ts';

export interface SettleDeps {
  repository: PaymentsRepository;
  gateway: PaymentGateway | null;
  events: EventBus;
  log: FastifyBaseLogger;
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

/**
 * Captures a pending payment once; the order becomes paid. After commit the
 * store hears of the order (`order.placed`: a card order is not offered to
 * the store before it is paid), then `order.paid`.
 */
export async function capturePayment(deps: SettleDeps, found: PaymentWithOrder): Promise<boolean> {
  const changed = await deps.repository.capture(found.payment.id);
  if (changed) {
    await deps.events.publish({
      type: 'order.placed',
      orderId: found.order.id,
      number: found.order.number,
      storeId: found.order.storeId,
      vendorUserId: found.vendorUserId,
      userId: found.order.userId,
      total: found.order.orderTotal,
      currency: found.order.currency,
    });
    await deps.events.publish({
      type: 'order.paid',
      orderId: found.order.id,
      number: found.order.number,
      storeId: found.order.storeId,
      vendorUserId: found.vendorUserId,
      userId: found.order.userId,
    });
  }
  return changed;
}

/**
 * Fails a pending payment once: the order is cancelled by "system", its
 * stock and coupon use go back (see the repository), the provider's session
 * is stopped, and `order.status_changed` is published after commit.
 */
export async function failPayment(deps: SettleDeps, found: PaymentWithOrder, reason: string): Promise<boolean> {
  const outcome = await deps.repository.fail(found.payment.id, reason);
  if (!outcome) return false;
  if (deps.gateway && found.payment.provider === deps.gateway.name) {
    await deps.gateway.cancel(gatewayPaymentOf(found)).catch((error: unknown) => {
      deps.log.warn({ err: error, payment: found.payment.id }, 'could not stop the provider session');
    });
  }
  if (outcome.cancelled) {
    await deps.events.publish({
      type: 'order.status_changed',
      orderId: found.order.id,
      number: found.order.number,
      storeId: found.order.storeId,
      vendorUserId: found.vendorUserId,
      userId: found.order.userId,
      from: 'placed',
      to: 'cancelled',
      actor: 'system',
    });
  }
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
    await deps.repository.setProviderRef(found.payment.id, started.providerRef);
  }
  return started.redirectUrl;
}

/**
 * The abandoned-payment sweep: a card payment still pending `minutes` after
 * it began is failed like a declined one (stock and coupon back). Stripe is
 * asked first, so a payment whose webhook never came is captured instead.
 * Safe on every instance at once: each change is conditional.
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
