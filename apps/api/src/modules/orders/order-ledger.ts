import { conflict, notFound } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import { canMove, releasesStockOnCancel, type OrderActor, type OrderStatus } from '@bedesten/core/orders/order-status';
import type { Tx } from '../../db/client.ts';
import type { DomainEvent, EventBus } from '../../lib/event-bus.ts';
import { paidEvent, statusChangedEvent } from './order-ledger-events.ts';
import { CARD_RETRY_MINUTES, keepsForRetry, RELEASE_REASON, type FailedPaymentOutcome } from './order-ledger-hold.ts';
import type { LockedOrder, OrderInsert, OrderItemInsert, OrderLedgerRepository } from './order-ledger.repository.ts';
import type { OrderItemRow, OrderRow, PaymentRow } from './order-rows.ts';
import type { OrderBundle, OrderScope, OrdersRepository } from './orders.repository.ts';
import { statusLabel } from './to-order-views.ts';

/** Who moves an order: the actor kind of core's table and, for people, their account. */
export interface OrderMover {
  actor: OrderActor;
  userId: string | null;
}

/** What checkout has priced, for the ledger to write. */
export interface OrderDraft {
  order: OrderInsert;
  /** `stockTaken` > 0 on a line is limited stock to take now. */
  items: OrderItemInsert[];
  couponOfferId: string | null;
  /** The card gateway's name when the order is paid by card: a pending payment is opened with it. */
  cardProvider: string | null;
}

export type PlaceOutcome =
  | {
      ok: true;
      order: OrderRow;
      payment: PaymentRow | null;
      /** Whether any line took limited stock (the wishlist's back-in-stock check needs to know). */
      tookStock: boolean;
    }
  | { ok: false; reason: 'out_of_stock' | 'coupon_used_up' };

/** Runs inside the cancelling transaction, before the stock goes back (see `failPayment`). */
export type OnSystemCancel = (tx: Tx, order: OrderRow, items: OrderItemRow[]) => Promise<void>;

export interface OrderLedgerDeps {
  repository: OrderLedgerRepository;
  reads: OrdersRepository;
  events: EventBus;
}

const SYSTEM: OrderMover = { actor: 'system', userId: null };

function inScope(order: OrderRow, scope: OrderScope): boolean {
  if ('staff' in scope) return true;
  if ('userId' in scope) return order.userId === scope.userId;
  if ('storeId' in scope) return order.storeId === scope.storeId;
  const [userId, storeId] = scope.userIdOrStoreId;
  return order.userId === userId || (storeId !== null && order.storeId === storeId);
}

/** What the placing request already knows of an order, so the notices need not read it again. */
export interface PlacedFacts {
  storeTitle?: string;
  tookStock?: boolean;
  bank_transfer?: Extract<DomainEvent, { type: 'order.placed' }>['bank_transfer'];
}

/** The one `order.placed` event: the store hears of a new order (its live alert, its notification). */
export function orderPlacedEvent(order: OrderRow, vendorUserId: string | null, known: PlacedFacts = {}): DomainEvent {
  return {
    type: 'order.placed',
    orderId: order.id,
    number: order.number,
    storeId: order.storeId,
    vendorUserId,
    userId: order.userId,
    total: order.orderTotal,
    currency: order.currency,
    email: order.email,
    ...known,
  };
}

/** 409 with the spec's words: "unable to cancel order because already …", or the move that is not allowed. */
function refusal(from: OrderStatus, to: OrderStatus, lang: Language) {
  const label = (status: OrderStatus) => statusLabel(status, lang).toLocaleLowerCase(lang);
  if (to === 'cancelled') return conflict('cannot_cancel_order', 'cannot_cancel_order', { status: label(from) });
  return conflict('order_status_not_allowed', 'order_status_not_allowed', { from: label(from), to: label(to) });
}

/**
 * The order ledger: the one owner of an order's life after checkout has
 * priced it (DESIGN.md §2, ADR 0027). Placing takes stock and the coupon
 * use; every change of status asks core's transition table under the
 * order's row lock; a cancellation, whoever makes it (customer, vendor,
 * staff, or the system when a card payment fails or is abandoned, or when
 * an order kept after a declined card is not paid in time), gives stock and
 * coupon back in the same transaction, so exactly once: a second cancel
 * waits for the lock, then finds the order cancelled and is refused.
 * Events are published after commit.
 */
export function createOrderLedger(deps: OrderLedgerDeps) {
  const { repository, reads, events } = deps;
  const dueFrom = (now: Date) => new Date(now.getTime() + CARD_RETRY_MINUTES * 60_000);

  /** Cancels a locked order when the table lets `mover` do it; false when it does not. */
  async function cancelLocked(
    tx: Tx,
    locked: LockedOrder,
    mover: OrderMover,
    reason: string | null,
    extra: { paymentStatus?: OrderRow['paymentStatus']; beforeGiveBack?: OnSystemCancel } = {},
  ): Promise<boolean> {
    const { order } = locked;
    if (!canMove(order.status, 'cancelled', mover.actor, order.fulfilment)) return false;
    // An order kept for another card waits for nothing once cancelled.
    const paymentStatus = extra.paymentStatus ?? (order.paymentStatus === 'awaiting_payment' ? 'failed' : undefined);
    await repository.writeStatus(
      tx,
      order,
      { to: 'cancelled', actor: mover.actor, actorUserId: mover.userId, note: reason },
      paymentStatus ? { paymentStatus } : {},
    );
    // Locks in checkout's order (cart, then variants by id, then the offer), so the two never deadlock.
    if (extra.beforeGiveBack) await extra.beforeGiveBack(tx, order, await repository.items(tx, order.id));
    if (releasesStockOnCancel(order.status)) await repository.giveBack(tx, order);
    return true;
  }

  async function lockInScope(tx: Tx, scope: OrderScope, orderId: string): Promise<LockedOrder> {
    const locked = await repository.lockOrder(tx, orderId);
    if (!locked || !inScope(locked.order, scope)) throw notFound('order_not_found');
    return locked;
  }

  /**
   * After commit: the store hears of a new order (a card order only once it
   * is paid: see `capture`). The notices go out right after the caller's
   * answer, not before it (ADR 0053): the order stands whatever they do.
   */
  function announcePlaced(order: OrderRow, vendorUserId: string | null, known?: PlacedFacts): void {
    events.publishInBackground(orderPlacedEvent(order, vendorUserId, known));
  }

  /**
   * Moves an order along core's transition table (a cancel included), in
   * one transaction under the order's lock. Not in the caller's scope:
   * 404; a move the table forbids: 409 in the caller's language.
   */
  async function changeStatus(input: {
    scope: OrderScope;
    orderId: string;
    to: OrderStatus;
    mover: OrderMover;
    reason?: string | null | undefined;
    lang: Language;
  }): Promise<OrderBundle> {
    const note = input.reason?.trim() || null;
    const { locked, after } = await repository.transaction(async (tx) => {
      const locked = await lockInScope(tx, input.scope, input.orderId);
      const { order } = locked;
      if (input.to === 'cancelled') {
        if (!(await cancelLocked(tx, locked, input.mover, note))) throw refusal(order.status, input.to, input.lang);
      } else {
        if (!canMove(order.status, input.to, input.mover.actor, order.fulfilment)) {
          throw refusal(order.status, input.to, input.lang);
        }
        await repository.writeStatus(tx, order, {
          to: input.to,
          actor: input.mover.actor,
          actorUserId: input.mover.userId,
          note,
        });
      }
      return { locked, after: (await reads.find({ staff: true }, order.id, tx))! };
    });
    await events.publish(statusChangedEvent(locked, input.to, input.mover.actor, note));
    return after;
  }

  return {
    /**
     * Writes a priced order inside checkout's transaction: limited stock is
     * taken by conditional updates (variants in id order, so two checkouts
     * never deadlock), the coupon use counted under its limit, then the
     * order, its lines, its first status, the redemption and, for a card,
     * a pending payment. A refusal leaves the caller to roll back.
     */
    async place(tx: Tx, draft: OrderDraft): Promise<PlaceOutcome> {
      const limited = draft.items
        .filter((item) => (item.stockTaken ?? 0) > 0 && item.variantId)
        .sort((a, b) => (a.variantId! < b.variantId! ? -1 : 1));
      for (const item of limited) {
        if (!(await repository.takeStock(tx, item.variantId!, item.stockTaken!))) {
          return { ok: false, reason: 'out_of_stock' };
        }
      }
      if (draft.couponOfferId && !(await repository.useCoupon(tx, draft.couponOfferId))) {
        return { ok: false, reason: 'coupon_used_up' };
      }
      const order = await repository.insertOrder(tx, draft.order, draft.items);
      if (draft.couponOfferId) await repository.recordRedemption(tx, draft.couponOfferId, order.userId, order.id);
      const payment = draft.cardProvider
        ? await repository.insertPayment(tx, {
            orderId: order.id,
            provider: draft.cardProvider,
            amount: order.orderTotal,
            currency: order.currency,
          })
        : null;
      return { ok: true, order, payment, tookStock: limited.length > 0 };
    },

    announcePlaced,

    changeStatus,

    /** A cancellation by a person: `changeStatus` to cancelled. */
    cancel(
      target: { scope: OrderScope; orderId: string },
      mover: OrderMover,
      reason: string | null | undefined,
      lang: Language,
    ): Promise<OrderBundle> {
      return changeStatus({ ...target, to: 'cancelled', mover, reason, lang });
    },

    /**
     * The vendor received the cash or the bank transfer: the order becomes
     * paid with a captured payment row, once (a second call is 409). Card
     * payments are settled by the gateway, never by hand.
     */
    async markPaid(scope: OrderScope, orderId: string): Promise<OrderBundle> {
      const { locked, after } = await repository.transaction(async (tx) => {
        const locked = await lockInScope(tx, scope, orderId);
        const { order } = locked;
        if (order.paymentStatus === 'paid') throw conflict('order_already_paid');
        if (order.paymentMethod === 'card' || order.status === 'cancelled') throw conflict('order_payment_not_manual');
        const now = new Date();
        await repository.setPaymentStatus(tx, order.id, 'paid', now);
        await repository.insertCapturedPayment(tx, order, order.paymentMethod === 'cod' ? 'cod' : 'bank_transfer', now);
        return { locked, after: (await reads.find({ staff: true }, order.id, tx))! };
      });
      await events.publish(paidEvent(locked));
      return after;
    },

    /**
     * Captures a pending card payment once (a conditional update: twenty
     * callbacks at once, or one racing the sweep, capture it once) and marks
     * the order paid. After commit the store hears of the order, then of the
     * payment. False when the payment was not pending.
     */
    async capture(paymentId: string): Promise<boolean> {
      const locked = await repository.transaction(async (tx) => {
        const now = new Date();
        const payment = await repository.settlePending(tx, paymentId, { status: 'captured' }, now);
        if (!payment) return null;
        const locked = await repository.lockOrder(tx, payment.orderId);
        await repository.setPaymentStatus(tx, payment.orderId, 'paid', now);
        return locked;
      });
      if (!locked) return false;
      // An order its customer cancelled while paying is not offered to the store.
      if (locked.order.status !== 'cancelled') announcePlaced(locked.order, locked.vendorUserId);
      await events.publish(paidEvent(locked));
      return true;
    },

    /**
     * Fails a pending card payment once. A declined card keeps its order
     * `awaiting_payment`, its stock held, until a due time (see
     * `keepsForRetry`); otherwise the order is cancelled as "system" when the
     * table allows it (still placed): stock and coupon back, `onCancel` run
     * in the same transaction first (the cart gets the lines back). An order
     * someone moved meanwhile keeps its status and is only marked
     * unpaid-failed. Null when the payment was not pending.
     */
    async failPayment(
      paymentId: string,
      reason: string,
      onCancel?: OnSystemCancel,
      now = new Date(),
    ): Promise<FailedPaymentOutcome | null> {
      const outcome = await repository.transaction(async (tx) => {
        const payment = await repository.settlePending(tx, paymentId, { status: 'failed', reason }, now);
        if (!payment) return null;
        const locked = await repository.lockOrder(tx, payment.orderId);
        if (!locked) return null;
        if (keepsForRetry(locked.order, reason, now)) {
          const heldUntil = await repository.holdForPayment(tx, locked.order.id, dueFrom(now));
          const newlyHeld = locked.order.paymentStatus !== 'awaiting_payment';
          return { locked, cancelled: false, heldUntil, newlyHeld };
        }
        const cancelled = await cancelLocked(tx, locked, SYSTEM, reason, {
          paymentStatus: 'failed',
          ...(onCancel ? { beforeGiveBack: onCancel } : {}),
        });
        if (!cancelled) await repository.setPaymentStatus(tx, locked.order.id, 'failed');
        return { locked, cancelled, heldUntil: null, newlyHeld: false };
      });
      if (!outcome) return null;
      if (outcome.cancelled) await events.publish(statusChangedEvent(outcome.locked, 'cancelled', 'system'));
      return { cancelled: outcome.cancelled, heldUntil: outcome.heldUntil, newlyHeld: outcome.newlyHeld };
    },

    /**
     * A card was declined while its payment stays open at the provider
     * (Stripe Checkout lets the customer try another card on its own page):
     * the order is kept `awaiting_payment` until its due time, so giving up
     * that page no longer cancels it. Null when the payment is settled, or
     * the order was already kept or has moved on.
     */
    async holdForRetry(paymentId: string, now = new Date()): Promise<{ heldUntil: Date } | null> {
      return repository.transaction(async (tx) => {
        const payment = await repository.lockPendingPayment(tx, paymentId);
        if (!payment) return null;
        const locked = await repository.lockOrder(tx, payment.orderId);
        if (!locked || locked.order.paymentStatus !== 'pending' || !keepsForRetry(locked.order, 'declined', now)) {
          return null;
        }
        return { heldUntil: await repository.holdForPayment(tx, locked.order.id, dueFrom(now)) };
      });
    },

    /**
     * A new card payment for the customer's own order kept after a declined
     * card, under the order's lock: while one is open, a repeated or
     * concurrent call gets that one. Not theirs: 404; not awaiting payment
     * (paid, cancelled, or its time ran out): 409.
     */
    async openRetryPayment(
      userId: string,
      orderId: string,
      provider: string,
      now = new Date(),
    ): Promise<{ payment: PaymentRow; created: boolean }> {
      return repository.transaction(async (tx) => {
        const { order } = await lockInScope(tx, { userId }, orderId);
        const due = order.paymentDueAt;
        if (order.paymentStatus !== 'awaiting_payment' || order.status !== 'placed' || !due || due <= now) {
          throw conflict('order_not_awaiting_payment');
        }
        const open = await repository.pendingPaymentOf(tx, order.id);
        if (open?.provider === provider) return { payment: open, created: false };
        const payment = await repository.insertPayment(tx, {
          orderId: order.id,
          provider,
          amount: order.orderTotal,
          currency: order.currency,
        });
        return { payment, created: true };
      });
    },

    /**
     * Ends the hold of an order nobody paid by its due time, once: its open
     * attempts fail and it is cancelled as "system" through the one cancel
     * path (`onCancel`, then stock and coupon back). Null when it was paid or
     * cancelled meanwhile, or is not due yet; `failed` are the attempts whose
     * provider sessions the caller stops.
     */
    async releaseUnpaid(
      orderId: string,
      now = new Date(),
      onCancel?: OnSystemCancel,
    ): Promise<{ order: OrderRow; cancelled: boolean; failed: PaymentRow[] } | null> {
      const outcome = await repository.transaction(async (tx) => {
        await repository.lockPendingPayments(tx, orderId);
        const locked = await repository.lockOrder(tx, orderId);
        const due = locked?.order.paymentDueAt;
        if (!locked || locked.order.paymentStatus !== 'awaiting_payment' || !due || due > now) return null;
        // Read again under the order's lock: a retry that got the lock first is failed too.
        const failed: PaymentRow[] = [];
        for (const open of await repository.lockPendingPayments(tx, orderId)) {
          const settled = await repository.settlePending(tx, open.id, { status: 'failed', reason: 'expired' }, now);
          if (settled) failed.push(settled);
        }
        const cancelled = await cancelLocked(tx, locked, SYSTEM, RELEASE_REASON, {
          paymentStatus: 'failed',
          ...(onCancel ? { beforeGiveBack: onCancel } : {}),
        });
        if (!cancelled) await repository.setPaymentStatus(tx, orderId, 'failed', now);
        return { locked, cancelled, failed };
      });
      if (!outcome) return null;
      // The reason marks the time-out: the release sends its own notice, which says why (notify-order-events.ts).
      if (outcome.cancelled) {
        await events.publish(statusChangedEvent(outcome.locked, 'cancelled', 'system', RELEASE_REASON));
      }
      return { order: outcome.locked.order, cancelled: outcome.cancelled, failed: outcome.failed };
    },

    /** Orders whose hold ran out by `now` (the release sweep's list). */
    dueForRelease: (now: Date) => repository.dueForRelease(now),

    /** The provider's checkout session for a payment, remembered the first time. */
    recordProviderRef: (paymentId: string, ref: string) => repository.setProviderRef(paymentId, ref),
  };
}

export type OrderLedger = ReturnType<typeof createOrderLedger>;
