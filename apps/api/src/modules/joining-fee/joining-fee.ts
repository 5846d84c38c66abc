import type { FastifyBaseLogger } from 'fastify';
import { AppError, conflict, notFound } from '@bedesten/core/errors/app-error';
import type { JoiningFeeAnswer, JoiningFeeFailure, JoiningFeeState } from '@bedesten/core/schemas/joining-fee';
import type { PaymentCallback } from '@bedesten/core/schemas/checkout';
import type { CallbackVia } from '../payments/payment-callbacks.ts';
import { signedSubjectOf, type GatewayPayment, type GatewayUrls, type PaymentGateway } from '../payments/gateway.ts';
import { verifyOutcome } from '../payments/test-gateway.ts';
import type { JoiningFeePaymentRow, JoiningFeeRepository, OwnedStore } from './joining-fee.repository.ts';

export interface JoiningFeeDeps {
  repository: JoiningFeeRepository;
  gateway: PaymentGateway | null;
  /** What joining costs now: staff set it (issue 14), JOINING_FEES until then. */
  currentFee: () => Promise<{ amount: number; currency: string }>;
  log: FastifyBaseLogger;
}

/** Gateways sign `joining-fee:<id>`, so an order payment's signature never settles a joining fee. */
export const signedSubject = (paymentId: string) => signedSubjectOf({ id: paymentId, purpose: 'joining_fee' });

/**
 * A captured payment is paid for good (a later fee change never asks again);
 * otherwise a fee of 0 asks nothing; otherwise the open attempt, or unpaid.
 */
export function joiningFeeStateOf(
  row: JoiningFeePaymentRow | undefined,
  fee: { amount: number; currency: string },
): JoiningFeeState {
  if (row?.status === 'captured') {
    return {
      status: 'paid',
      amount: row.amount,
      currency: row.currency,
      paid_at: row.capturedAt?.toISOString() ?? null,
    };
  }
  if (fee.amount <= 0) return { status: 'not_required', amount: 0, currency: fee.currency, paid_at: null };
  if (row?.status === 'pending')
    return { status: 'pending', amount: row.amount, currency: row.currency, paid_at: null };
  return { status: 'unpaid', amount: fee.amount, currency: fee.currency, paid_at: null };
}

/** Whether staff must wait for the store's joining fee before approving it. */
export async function joiningFeeDue(deps: JoiningFeeDeps, storeId: string): Promise<boolean> {
  const state = joiningFeeStateOf(await deps.repository.latest(storeId), await deps.currentFee());
  return state.status === 'unpaid' || state.status === 'pending';
}

/** Each store's joining-fee state, for the staff lists. */
export async function joiningFeeStates(
  deps: JoiningFeeDeps,
  storeIds: string[],
): Promise<Map<string, JoiningFeeState>> {
  const [rows, fee] = await Promise.all([deps.repository.latestOfStores(storeIds), deps.currentFee()]);
  return new Map(storeIds.map((id) => [id, joiningFeeStateOf(rows.get(id), fee)]));
}

function gatewayPaymentOf(row: JoiningFeePaymentRow, store: OwnedStore): GatewayPayment {
  return {
    id: row.id,
    orderId: store.id,
    orderNumber: 0,
    amount: row.amount,
    currency: row.currency,
    email: store.email,
    providerRef: row.providerRef,
    purpose: 'joining_fee',
  };
}

async function ownStore(deps: JoiningFeeDeps, userId: string): Promise<OwnedStore> {
  const store = await deps.repository.storeOf(userId);
  if (!store) throw notFound();
  return store;
}

function answer(
  store: OwnedStore,
  state: JoiningFeeState,
  redirectUrl: string | null = null,
  lastFailure: JoiningFeeFailure | null = null,
): JoiningFeeAnswer {
  return {
    ...state,
    store_id: store.id,
    store_status: store.status,
    redirect_url: redirectUrl,
    last_failure: lastFailure,
  };
}

/**
 * Why the attempt that counts failed, when it is a failed one the vendor can act on: a declined card or a
 * payment given up (a session that lapsed or a gateway changed is nothing the vendor did).
 */
export function lastFailureOf(row: JoiningFeePaymentRow | undefined): JoiningFeeFailure | null {
  if (row?.status !== 'failed') return null;
  return row.failureReason === 'declined' || row.failureReason === 'cancelled' ? row.failureReason : null;
}

/** `store-joining-fee`: the vendor's fee as it stands, and how the last try ended if it did not pay. */
export async function joiningFeeOf(deps: JoiningFeeDeps, userId: string): Promise<JoiningFeeAnswer> {
  const store = await ownStore(deps, userId);
  const [row, fee] = await Promise.all([deps.repository.latest(store.id), deps.currentFee()]);
  const state = joiningFeeStateOf(row, fee);
  return answer(store, state, null, state.status === 'unpaid' ? lastFailureOf(row) : null);
}

/**
 * `store-payment-initiate` (SPEC.md §7): a vendor whose store waits for
 * approval pays the joining fee on the gateway's page. Asking again reuses
 * the open attempt (and, for Stripe, its session), so nothing is charged
 * twice; a paid store is answered "paid" with nowhere to go.
 */
export async function startJoiningFeePayment(
  deps: JoiningFeeDeps,
  userId: string,
  urls: GatewayUrls,
): Promise<JoiningFeeAnswer> {
  const store = await ownStore(deps, userId);
  const fee = await deps.currentFee();
  const state = joiningFeeStateOf(await deps.repository.latest(store.id), fee);
  if (state.status === 'paid') return answer(store, state);
  if (state.status === 'not_required' || store.status === 'approved') throw conflict('joining_fee_not_required');
  if (store.status !== 'pending') throw conflict('joining_fee_store_not_submitted');
  const gateway = deps.gateway;
  if (!gateway) throw conflict('joining_fee_unavailable');

  let attempt = await deps.repository.openAttempt({
    storeId: store.id,
    provider: gateway.name,
    amount: fee.amount,
    currency: fee.currency,
  });
  if (attempt.status === 'captured') return answer(store, joiningFeeStateOf(attempt, fee));
  if (attempt.provider !== gateway.name) {
    // Begun with a gateway this deployment no longer uses: that session can never come back here.
    await deps.repository.settle(attempt.id, 'failed', 'gateway_changed');
    attempt = await deps.repository.openAttempt({
      storeId: store.id,
      provider: gateway.name,
      amount: fee.amount,
      currency: fee.currency,
    });
  }
  try {
    let started = await checkoutOf(deps, gateway, attempt, store, urls);
    if (!started.redirectUrl) {
      // The provider has nowhere to send the vendor: the money moved meanwhile, or its session lapsed.
      const said = await gateway.status(gatewayPaymentOf(started.attempt, store));
      if (said === 'paid' && (await deps.repository.settle(attempt.id, 'captured'))) {
        return answer(store, joiningFeeStateOf(await deps.repository.byId(attempt.id), fee));
      }
      if (said === 'failed' && (await deps.repository.settle(attempt.id, 'failed', 'expired'))) {
        const fresh = await deps.repository.openAttempt({
          storeId: store.id,
          provider: gateway.name,
          amount: fee.amount,
          currency: fee.currency,
        });
        started = await checkoutOf(deps, gateway, fresh, store, urls);
      }
    }
    return answer(store, joiningFeeStateOf(started.attempt, fee), started.redirectUrl);
  } catch (error) {
    deps.log.error({ err: error, payment: attempt.id }, 'could not start the joining-fee payment');
    throw new AppError(503, 'joining_fee_unavailable');
  }
}

/** Opens (or finds again) the provider's session for an attempt and remembers its reference. */
async function checkoutOf(
  deps: JoiningFeeDeps,
  gateway: PaymentGateway,
  attempt: JoiningFeePaymentRow,
  store: OwnedStore,
  urls: GatewayUrls,
): Promise<{ attempt: JoiningFeePaymentRow; redirectUrl: string | null }> {
  const started = await gateway.checkout(gatewayPaymentOf(attempt, store), urls);
  if (started.providerRef && started.providerRef !== attempt.providerRef) {
    await deps.repository.recordProviderRef(attempt.id, started.providerRef);
    return { attempt: { ...attempt, providerRef: started.providerRef }, redirectUrl: started.redirectUrl };
  }
  return { attempt, redirectUrl: started.redirectUrl };
}

export interface JoiningFeeCallbackDeps extends JoiningFeeDeps {
  sessionSecret: string;
}

/**
 * The gateway sends the vendor back (`store-payment-verify` /
 * `store-payment-failure`). As for orders, only the gateway's word
 * captures: the test gateway's HMAC signature, or the provider asked
 * directly. The vendor may give up their own pending attempt by a request
 * (a POST, checked against Origin) unsigned; by a link (a GET, which any
 * site can make the browser send with the Lax cookie) only with the signed
 * cancel return the gateway was given (ADR 0088). An unsigned link changes
 * nothing beyond what the provider says, and lands on the store page, which
 * shows the attempt as it stands.
 */
export async function settleJoiningFee(
  deps: JoiningFeeCallbackDeps,
  userId: string,
  callback: PaymentCallback,
  kind: 'verify' | 'failure',
  via: CallbackVia,
): Promise<{ changed: boolean }> {
  const found = callback.session_id
    ? await deps.repository.byProviderRef('stripe', callback.session_id)
    : callback.payment_id
      ? await deps.repository.byId(callback.payment_id)
      : undefined;
  const store = found ? await deps.repository.storeById(found.storeId) : undefined;
  if (!found || !store || store.ownerId !== userId) throw notFound('payment_not_found');
  if (found.status !== 'pending') return { changed: false };
  const signatureError = () => new AppError(400, 'payment_signature_invalid');

  if (found.provider === 'test' && callback.signature) {
    const outcome = callback.outcome ?? (kind === 'verify' ? 'paid' : 'declined');
    if (!verifyOutcome(deps.sessionSecret, signedSubject(found.id), outcome, callback.signature)) {
      throw signatureError();
    }
    return { changed: await deps.repository.settle(found.id, outcome === 'paid' ? 'captured' : 'failed', outcome) };
  }

  // Stripe's and PayPal's cancel return is signed like the test gateway's; bound to this attempt, and once
  // used the attempt is settled, so it changes nothing again.
  let mayCancel = via === 'request';
  if (kind === 'failure' && callback.signature) {
    if (!verifyOutcome(deps.sessionSecret, signedSubject(found.id), 'cancelled', callback.signature)) {
      throw signatureError();
    }
    mayCancel = true;
  }

  const gateway = deps.gateway;
  if (found.provider !== 'test' && gateway?.name === found.provider) {
    const payment = gatewayPaymentOf(found, store);
    const said = await gateway.status(payment);
    if (said === 'paid') return { changed: await deps.repository.settle(found.id, 'captured') };
    if (said === 'failed') return { changed: await deps.repository.settle(found.id, 'failed', 'expired') };
    if (kind === 'verify' || !mayCancel) return { changed: false };
    await gateway.cancel(payment).catch((error: unknown) => {
      deps.log.warn({ err: error, payment: found.id }, 'could not stop the provider session');
    });
  }

  if (kind === 'failure') {
    return { changed: mayCancel ? await deps.repository.settle(found.id, 'failed', 'cancelled') : false };
  }
  throw signatureError();
}
