import { conflict } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '@bedesten/core/messages/catalogue';
import type { PaymentMethodName, PaymentOrderBody, PlacedOrderResponse } from '@bedesten/core/schemas/checkout';
import type { Tx } from '../../db/client.ts';
import type { PublicUrls } from '../../lib/public-urls.ts';
import {
  bankTransferDetailsOf,
  bankTransferNoticeOf,
  type BankTransferCollector,
} from '../orders/bank-transfer-payee.ts';
import type { OrderLedger } from '../orders/order-ledger.ts';
import type { StartCardPayment } from '../payments/start-card-payment.ts';
import type { CheckoutRepository } from './checkout.repository.ts';
import { requestHashOf } from './idempotency.ts';
import { orderDraftOf } from './order-draft.ts';
import { couponError, paymentMethodError, priceCheckout } from './price-checkout.ts';

export type OrderScope = 'order-by-cod' | 'order-initiate-payment';

/** Which methods each call takes: cash and bank transfer are placed as they are, cards go to the gateway. */
const METHODS_OF: Record<OrderScope, readonly PaymentMethodName[]> = {
  'order-by-cod': ['cod', 'bank_transfer'],
  'order-initiate-payment': ['card'],
};

export interface PlaceOrderDeps {
  repository: CheckoutRepository;
  ledger: Pick<OrderLedger, 'place' | 'announcePlaced'>;
  currency: string;
  /** The payment methods this deployment offers. */
  methods: readonly PaymentMethodName[];
  /** Who collects bank transfers (ADR 0089). */
  bankTransfer: BankTransferCollector;
  /** The card gateway's name (null: no card payments). */
  cardProvider: string | null;
  startCardPayment: StartCardPayment;
}

export interface PlaceOrderInput {
  userId: string;
  scope: OrderScope;
  body: PaymentOrderBody;
  idempotencyKey?: string | undefined;
  lang: Language;
  urls: PublicUrls;
  now?: Date;
}

type IdempotencyKey = { userId: string; scope: string; key: string };

/** A repeated `Idempotency-Key`: the first answer, or 409 when the key came with another body. */
async function replayOf(repository: CheckoutRepository, tx: Tx, key: IdempotencyKey, requestHash: string) {
  const first = await repository.idempotencyRecord(tx, key.userId, key.scope, key.key);
  if (!first || first.requestHash !== requestHash) throw conflict('idempotency_key_reused');
  return {
    replay: true as const,
    status: first.responseStatus ?? 201,
    body: first.responseBody as PlacedOrderResponse,
  };
}

/**
 * `order-by-cod` and `order-initiate-payment`: places the caller's cart as an
 * order in ONE transaction, composed of steps each module owns: the
 * idempotency claim and the cart (checkout), the price, read again from the
 * database (the body's totals are ignored), then the order itself (the
 * orders ledger: stock taken by conditional updates, so a line that is short
 * fails the whole order with "Out of Stock"; the coupon use counted under
 * its limit; order, lines, first status, redemption, card payment), then the
 * ordered lines leave the cart. `order.placed` is published after commit.
 * With an `Idempotency-Key` the first answer is kept with the order, in the
 * same transaction, and a repeat gets it back.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  input: PlaceOrderInput,
): Promise<{ status: number; body: PlacedOrderResponse; tookStock: boolean }> {
  const { repository } = deps;
  const method = input.body.payment_method;
  if (!method || !METHODS_OF[input.scope].includes(method) || !deps.methods.includes(method)) {
    throw paymentMethodError();
  }
  const key = input.idempotencyKey ? { userId: input.userId, scope: input.scope, key: input.idempotencyKey } : null;
  const requestHash = requestHashOf(input.scope, input.body);

  const outcome = await repository.transaction(async (tx) => {
    if (key && !(await repository.claimIdempotencyKey(tx, { ...key, requestHash }))) {
      return replayOf(repository, tx, key, requestHash);
    }
    const cart = await repository.lockCart(tx, input.userId);
    const priced = await priceCheckout(repository, tx, {
      cartStoreId: cart?.storeId ?? null,
      userId: input.userId,
      body: input.body,
      lang: input.lang,
      currency: deps.currency,
      now: input.now ?? new Date(),
      availableMethods: deps.methods,
      bankTransfer: deps.bankTransfer,
    });
    const draft = orderDraftOf({
      userId: input.userId,
      body: input.body,
      method,
      priced,
      // No cart row means no lines: priceCheckout has already refused the empty cart.
      customer: cart?.customer,
      currency: deps.currency,
      cardProvider: deps.cardProvider,
    });
    const placed = await deps.ledger.place(tx, draft);
    if (!placed.ok) throw placed.reason === 'out_of_stock' ? conflict('out_of_stock') : couponError('coupon_used_up');
    const { order, payment } = placed;

    const body: PlacedOrderResponse = {
      data: {
        message: message('order_placed', input.lang),
        order: {
          id: order.id,
          number: order.number,
          status: order.status,
          payment_method: order.paymentMethod,
          payment_status: order.paymentStatus,
          fulfilment: order.fulfilment,
          totals: priced.totals,
          currency: order.currency,
        },
        payment: payment ? { id: payment.id, status: payment.status, redirect_url: null } : null,
      },
    };
    // The ordered lines leave the cart, and a keyed request's answer is kept, in one statement.
    await repository.clearOrderedLines(
      tx,
      input.userId,
      priced.lines.map((line) => line.id),
      key ? { ...key, status: 201, body } : null,
    );
    const known = {
      storeTitle: priced.store.title,
      tookStock: placed.tookStock,
      ...bankTransferNoticeOf(bankTransferDetailsOf(deps.bankTransfer, order, priced.store)),
    };
    return { replay: false as const, status: 201, body, order, vendorUserId: priced.store.ownerId, known };
  });

  // A card order reaches the store (and its new-order alert) once it is paid: see OrderLedger.capture.
  if (!outcome.replay && outcome.order.paymentMethod !== 'card') {
    deps.ledger.announcePlaced(outcome.order, outcome.vendorUserId, outcome.known);
  }

  // Whether a counted stock went down (product pages show it); a repeat took nothing.
  const tookStock = !outcome.replay && outcome.known.tookStock;
  const paymentId = outcome.body.data.payment?.id;
  if (!paymentId) return { status: outcome.status, body: outcome.body, tookStock };
  const started = await deps.startCardPayment(paymentId, input.urls);
  const payment = { id: paymentId, status: started.status, redirect_url: started.redirectUrl };
  return { status: outcome.status, body: { data: { ...outcome.body.data, payment } }, tookStock };
}
