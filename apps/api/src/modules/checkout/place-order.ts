import { createHash } from 'node:crypto';
import { conflict } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '@bedesten/core/messages/catalogue';
import type { PaymentMethodName, PaymentOrderBody, PlacedOrderResponse } from '@bedesten/core/schemas/checkout';
import type { Config } from '../../config.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { GatewayUrls } from '../payments/gateway.ts';
import { availablePaymentMethods, paymentGatewayFor } from '../payments/gateway.ts';
import { paymentRedirect, type SettleDeps } from '../payments/settle-payment.ts';
import type { CheckoutRepository } from './checkout.repository.ts';
import { couponError, paymentMethodError, priceCheckout } from './price-checkout.ts';

export type OrderScope = 'order-by-cod' | 'order-initiate-payment';

/** Which methods each call takes: cash and bank transfer are placed as they are, cards go to the gateway. */
const METHODS_OF: Record<OrderScope, readonly PaymentMethodName[]> = {
  'order-by-cod': ['cod', 'bank_transfer'],
  'order-initiate-payment': ['card'],
};

export interface PlaceOrderDeps {
  repository: CheckoutRepository;
  config: Config;
  events: EventBus;
  settle: SettleDeps;
}

export interface PlaceOrderInput {
  userId: string;
  scope: OrderScope;
  body: PaymentOrderBody;
  idempotencyKey?: string | undefined;
  lang: Language;
  urls: GatewayUrls;
  now?: Date;
}

/** JSON with keys in a fixed order, so the same body always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHashOf(scope: OrderScope, body: unknown): string {
  return createHash('sha256')
    .update(`${scope}\n${stableJson(body)}`)
    .digest('hex');
}

/**
 * `order-by-cod` and `order-initiate-payment`: places the caller's cart as an
 * order in ONE transaction. Every figure is priced again from the database
 * (the body's totals are ignored); limited stock is taken by conditional
 * updates (a line that is short fails the whole order with "Out of Stock");
 * the coupon's use is counted under its limit and recorded; the order, its
 * lines (names, sizes, prices and VAT as they are now) and its first status
 * are written; the ordered lines leave the cart. `order.placed` is
 * published after commit. With an `Idempotency-Key` the first answer is kept
 * with the order, in the same transaction, and a repeat gets it back.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  input: PlaceOrderInput,
): Promise<{ status: number; body: PlacedOrderResponse }> {
  const { repository, config } = deps;
  const method = input.body.payment_method;
  const available = availablePaymentMethods(config);
  if (!method || !METHODS_OF[input.scope].includes(method) || !available.includes(method)) throw paymentMethodError();
  const key = input.idempotencyKey ? { userId: input.userId, scope: input.scope, key: input.idempotencyKey } : null;
  const requestHash = requestHashOf(input.scope, input.body);

  const outcome = await repository.db.transaction(async (tx) => {
    if (key && !(await repository.claimIdempotencyKey(tx, { ...key, requestHash }))) {
      const first = await repository.idempotencyRecord(tx, key.userId, key.scope, key.key);
      if (!first || first.requestHash !== requestHash) throw conflict('idempotency_key_reused');
      return {
        replay: true as const,
        status: first.responseStatus ?? 201,
        body: first.responseBody as PlacedOrderResponse,
      };
    }

    await repository.lockCart(tx, input.userId);
    const priced = await priceCheckout(repository, tx, {
      userId: input.userId,
      body: input.body,
      lang: input.lang,
      currency: config.CURRENCY,
      now: input.now ?? new Date(),
      availableMethods: available,
    });

    // Variants in id order: every checkout locks them in the same order, so two never deadlock.
    const byVariant = [...priced.lines].sort((a, b) => (a.variation_id < b.variation_id ? -1 : 1));
    for (const line of byVariant) {
      if (line.row.stock !== null && !(await repository.takeStock(tx, line.variation_id, line.quantity))) {
        throw conflict('out_of_stock');
      }
    }
    if (priced.coupon && !(await repository.useCoupon(tx, priced.coupon.offer.id))) {
      throw couponError('coupon_used_up');
    }

    const customer = await repository.customer(tx, input.userId);
    const name = input.body.name ?? customer?.name ?? '';
    const destination = priced.destination;
    const order = await repository.insertOrder(
      tx,
      {
        userId: input.userId,
        storeId: priced.store.id,
        fulfilment: input.body.fulfilment,
        paymentMethod: method,
        paymentStatus: method === 'card' ? 'pending' : 'unpaid',
        contactName: name,
        email: input.body.email ?? customer?.email ?? null,
        countryCode: input.body.country_code ?? null,
        contact: input.body.contact,
        buyerAddressId: destination?.addressId ?? null,
        address: destination
          ? {
              name: destination.addressId ? destination.name : name,
              contact: destination.addressId ? destination.contact : input.body.contact,
              address: destination.address,
              landmark: destination.landmark ?? null,
              city: destination.city,
              state: destination.state,
              zip_code: destination.zip_code ?? null,
              country: destination.country,
              lat: destination.lat,
              lng: destination.lng,
            }
          : null,
        distanceKm: priced.delivery?.distance_km ?? null,
        mrpTotal: priced.totals.mrp_total,
        itemsTotal: priced.totals.items_total,
        itemsDiscount: priced.totals.items_discount,
        offerId: priced.coupon?.offer.id ?? null,
        couponCode: priced.coupon?.code ?? null,
        couponType: priced.coupon?.offer.discountType ?? null,
        couponTypeValue: priced.coupon?.offer.discountValue ?? null,
        couponAmount: priced.totals.coupon_amount,
        deliveryCharges: priced.totals.delivery_charges,
        platformAmount: priced.totals.platform_amount,
        orderTotal: priced.totals.order_total,
        currency: config.CURRENCY,
        orderNotes: input.body.order_notes || null,
        orderFromDevice: input.body.order_from_device ?? null,
      },
      priced.lines.map((line) => ({
        productId: line.product_id,
        variantId: line.variation_id,
        productName: line.row.nameEn,
        productNameTr: line.row.nameTr,
        variantUniqueId: line.row.variantUniqueId,
        sizeName: line.row.sizeEn,
        unitName: line.row.unitEn,
        unitQuantity: line.row.unitQuantity,
        imageUrl: line.image_url,
        quantity: line.quantity,
        sellingPrice: line.selling_price,
        mrpPrice: line.mrp_price,
        vatName: line.vat_name,
        vatRateBasisPoints: line.vat_rate_basis_points,
        stockTaken: line.row.stock !== null ? line.quantity : 0,
      })),
    );
    if (priced.coupon) await repository.recordRedemption(tx, priced.coupon.offer.id, input.userId, order.id);
    const payment =
      method === 'card'
        ? await repository.insertPayment(tx, {
            orderId: order.id,
            provider: paymentGatewayFor(config)!.name,
            amount: order.orderTotal,
            currency: order.currency,
          })
        : null;
    await repository.clearOrderedLines(
      tx,
      input.userId,
      priced.lines.map((line) => line.id),
    );

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
    if (key) await repository.storeIdempotentAnswer(tx, key, 201, body);
    return { replay: false as const, status: 201, body, order, vendorUserId: priced.store.ownerId };
  });

  // A card order reaches the store (and its new-order alert) once it is paid: see capturePayment.
  if (!outcome.replay && outcome.order.paymentMethod !== 'card') {
    await deps.events.publish({
      type: 'order.placed',
      orderId: outcome.order.id,
      number: outcome.order.number,
      storeId: outcome.order.storeId,
      vendorUserId: outcome.vendorUserId,
      userId: outcome.order.userId,
      total: outcome.order.orderTotal,
      currency: outcome.order.currency,
    });
  }

  const paymentId = outcome.body.data.payment?.id;
  if (!paymentId) return { status: outcome.status, body: outcome.body };
  const found = await deps.settle.repository.byId(paymentId);
  let redirectUrl: string | null = null;
  if (found) {
    // A gateway that is down leaves the order pending: the payment page asks again, the sweep gives up later.
    redirectUrl = await paymentRedirect(deps.settle, found, input.urls).catch((error: unknown) => {
      deps.settle.log.error({ err: error, payment: paymentId }, 'could not start the card payment');
      return null;
    });
  }
  const payment = { id: paymentId, status: found?.payment.status ?? 'pending', redirect_url: redirectUrl };
  return { status: outcome.status, body: { data: { ...outcome.body.data, payment } } };
}
