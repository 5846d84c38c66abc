import { AppError, notFound } from '@bedesten/core/errors/app-error';
import type { PaymentCallback, PaymentState } from '@bedesten/core/schemas/checkout';
import type { GatewayUrls } from './gateway.ts';
import type { PaymentWithOrder } from './payments.repository.ts';
import { capturePayment, failPayment, gatewayPaymentOf, paymentRedirect, type SettleDeps } from './settle-payment.ts';
import { verifyOutcome } from './test-gateway.ts';

export interface CallbackDeps extends SettleDeps {
  sessionSecret: string;
}

/** The caller's own payment named by the callback; anyone else's is not found. */
async function findOwned(deps: CallbackDeps, userId: string, callback: PaymentCallback): Promise<PaymentWithOrder> {
  const found = callback.session_id
    ? await deps.repository.byProviderRef('stripe', callback.session_id)
    : callback.payment_id
      ? await deps.repository.byId(callback.payment_id)
      : undefined;
  if (!found || found.order.userId !== userId) throw notFound('payment_not_found');
  return found;
}

function signatureError(): AppError {
  return new AppError(400, 'payment_signature_invalid');
}

/**
 * How a callback arrived. A `link` is a GET, which a page on any site can
 * make the browser send with the session cookie (SameSite=Lax lets top-level
 * navigations through); a `request` is a POST, checked against Origin like
 * every cookie write, or made with a bearer token.
 */
export type CallbackVia = 'link' | 'request';

/**
 * `paymentVerify` (the gateway sends the customer back) and `paymentFailure`
 * (declined, or the customer gave up). The test gateway's outcome counts only
 * with its HMAC signature; for Stripe and PayPal the provider is asked. A
 * customer may give up their own pending payment by a request without a
 * signature; by a link only with the signed cancel return the provider was
 * given (ADR 0086): an unsigned link changes nothing beyond what the provider
 * says, and the `/payment` page then offers to go on paying or to give up.
 * The provider is asked first, so a payment made meanwhile is captured, not lost.
 */
export async function settleFromCallback(
  deps: CallbackDeps,
  userId: string,
  callback: PaymentCallback,
  kind: 'verify' | 'failure',
  via: CallbackVia,
): Promise<{ found: PaymentWithOrder; changed: boolean }> {
  const found = await findOwned(deps, userId, callback);
  const { payment } = found;

  if (payment.provider === 'test' && callback.signature) {
    const outcome = callback.outcome ?? (kind === 'verify' ? 'paid' : 'declined');
    if (!verifyOutcome(deps.sessionSecret, payment.id, outcome, callback.signature)) throw signatureError();
    const changed = outcome === 'paid' ? await capturePayment(deps, found) : await failPayment(deps, found, outcome);
    return { found, changed };
  }

  // A signed cancel return is bound to this payment; used twice it changes nothing, the payment being settled.
  let mayCancel = via === 'request';
  if (kind === 'failure' && callback.signature) {
    if (!verifyOutcome(deps.sessionSecret, payment.id, 'cancelled', callback.signature)) throw signatureError();
    mayCancel = true;
  }

  // Stripe and PayPal: the provider itself is asked (PayPal's answer also captures an approved order).
  if (payment.provider !== 'test' && deps.gateway?.name === payment.provider) {
    const said = await deps.gateway.status(gatewayPaymentOf(found));
    if (said === 'paid') return { found, changed: await capturePayment(deps, found) };
    if (said === 'failed') return { found, changed: await failPayment(deps, found, 'expired') };
    if (kind === 'failure' && mayCancel) return { found, changed: await failPayment(deps, found, 'cancelled') };
    return { found, changed: false };
  }

  if (kind === 'failure') {
    return { found, changed: mayCancel ? await failPayment(deps, found, 'cancelled') : false };
  }
  throw signatureError();
}

/**
 * What the `/payment` page shows: the order's payment as the database has it (and where to pay, while
 * pending; `known` when the caller has just asked the gateway for that payment).
 */
export async function paymentStateOf(
  deps: SettleDeps,
  userId: string,
  orderId: string,
  urls: GatewayUrls,
  changed = false,
  known?: { paymentId: string; redirectUrl: string | null },
): Promise<PaymentState> {
  const found = await deps.repository.latestForOrder(userId, orderId);
  if (!found) throw notFound('order_not_found');
  const { order, payment, storeSlug, cancelledBy } = found;
  let redirectUrl: string | null = null;
  if (payment?.status === 'pending' && known?.paymentId === payment.id) {
    redirectUrl = known.redirectUrl;
  } else if (payment?.status === 'pending') {
    const full = await deps.repository.byId(payment.id);
    if (full) redirectUrl = await paymentRedirect(deps, full, urls);
  }
  return {
    order_id: order.id,
    number: order.number,
    order_status: order.status,
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    order_total: order.orderTotal,
    currency: order.currency,
    payment: payment ? { id: payment.id, status: payment.status, redirect_url: redirectUrl } : null,
    payment_due_at: order.paymentStatus === 'awaiting_payment' ? (order.paymentDueAt?.toISOString() ?? null) : null,
    cancelled_by: cancelledBy,
    store_slug: storeSlug,
    changed,
  };
}
