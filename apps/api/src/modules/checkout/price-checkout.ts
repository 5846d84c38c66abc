import { AppError, conflict } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import { formatAmount } from '@bedesten/core/money/format-money';
import {
  evaluateCoupon,
  offerRuleOf,
  normaliseVoucherCode,
  VOUCHER_CODE_PATTERN,
  type CouponRefusal,
} from '@bedesten/core/offers/coupon-rules';
import { quoteDelivery } from '@bedesten/core/pricing/delivery-charges';
import { orderTotals, type OrderTotals } from '@bedesten/core/pricing/order-totals';
import { vatBreakdown, type VatLine } from '@bedesten/core/pricing/vat';
import type { CheckoutLine, CheckoutQuoteBody, PaymentMethodName } from '@bedesten/core/schemas/checkout';
import { resolveDestination, storeDistanceKm, type Destination } from './resolve-destination.ts';
import {
  bankTransferPayee as bankTransferPayeeOf,
  type BankTransferCollector,
  type BankTransferPayee,
} from '../orders/bank-transfer-payee.ts';
import type { Tx } from '../../db/client.ts';
import type { CartLineRow, CheckoutRepository, OfferRow, StoreRow } from './checkout.repository.ts';

/** A checkout priced from the database, with what placing it needs. */
export interface PricedCheckout {
  store: StoreRow;
  lines: (CheckoutLine & { row: CartLineRow })[];
  totals: OrderTotals;
  vat: VatLine[];
  coupon: { offer: OfferRow; code: string; amount: number } | null;
  delivery: { distance_km: number; max_hours: number | null } | null;
  /** Where it goes; null for pickup. */
  destination: Destination | null;
  /** The methods offered for this store: bank transfer only with an account to pay into (ADR 0089). */
  methods: PaymentMethodName[];
  /** The account a bank transfer goes to; null when there is none. */
  bankTransferPayee: BankTransferPayee | null;
}

const COUPON_STATUS: Record<CouponRefusal, 400> = {
  coupon_not_found: 400,
  coupon_min_amount: 400,
  coupon_already_applied: 400,
  coupon_online_only: 400,
  coupon_used_up: 400,
};

export function couponError(reason: CouponRefusal): AppError {
  return new AppError(COUPON_STATUS[reason], reason, { fields: { coupon_code: [{ key: reason }] } });
}

export function paymentMethodError(): AppError {
  return new AppError(400, 'select_payment_method', { fields: { payment_method: [{ key: 'select_payment_method' }] } });
}

/** The storefront checks of SPEC.md §4: a store customers may see, lines they may buy. */
export function isStoreOpen(store: StoreRow | undefined): store is StoreRow {
  return !!store && store.isApproved && store.isActive && !store.deletedAt && !!store.ownerId;
}

/** A cart line as the order will record it: the name, size and unit in the caller's language, prices as they are now. */
function pricedLine(row: CartLineRow, lang: Language): PricedCheckout['lines'][number] {
  const selling = row.price - row.discount;
  return {
    row,
    id: row.cartItemId,
    product_id: row.productId,
    variation_id: row.variantId,
    product_name: lang === 'tr' && row.nameTr ? row.nameTr : row.nameEn,
    size_name: (lang === 'tr' ? row.sizeTr : row.sizeEn) ?? null,
    unit_name: (lang === 'tr' ? row.unitTr : row.unitEn) ?? null,
    image_url: row.images[0] ?? null,
    quantity: row.quantity,
    selling_price: selling,
    mrp_price: row.price,
    line_total: selling * row.quantity,
    vat_name: row.vatName ?? 'VAT',
    vat_rate_basis_points: row.vatRateBasisPoints ?? 0,
  };
}

/** The store's delivery band for the distance to the address; an address no band reaches is 400, blamed on the address. */
async function priceDelivery(
  repository: CheckoutRepository,
  runner: Tx | null,
  input: { userId: string; body: CheckoutQuoteBody; store: StoreRow; itemsTotal: number },
): Promise<Pick<PricedCheckout, 'destination' | 'delivery'> & { charge: number }> {
  const { store } = input;
  const destination = await resolveDestination(repository, runner, input.userId, input.body);
  const distance = storeDistanceKm(store, destination);
  const bands = await repository.deliveryBands(runner, store.id);
  const quote = quoteDelivery(
    bands.map((band) => ({
      min_price: band.minPrice,
      max_price: band.maxPrice,
      charge: band.charge,
      max_distance_km: band.maxDistanceKm,
      max_hours: band.maxHours,
    })),
    input.itemsTotal,
    distance,
    store.deliveryMaxDistanceKm,
  );
  if (!quote.ok) {
    // Named as the address's error, so checkout can show it at the address rather than at the form.
    const field = input.body.buyer_address_id ? 'buyer_address_id' : 'address';
    throw new AppError(400, 'address_not_reachable', { fields: { [field]: [{ key: 'address_not_reachable' }] } });
  }
  return {
    destination,
    delivery: { distance_km: Math.round(distance * 100) / 100, max_hours: quote.max_hours },
    charge: quote.charge,
  };
}

/** The coupon, checked by core's rules against this order and the customer's earlier uses. */
async function priceCoupon(
  repository: CheckoutRepository,
  runner: Tx | null,
  input: { userId: string; body: CheckoutQuoteBody; store: StoreRow; itemsTotal: number; now: Date },
): Promise<NonNullable<PricedCheckout['coupon']>> {
  const code = normaliseVoucherCode(input.body.coupon_code ?? '');
  const offer = VOUCHER_CODE_PATTERN.test(code)
    ? await repository.offerByCode(runner, input.store.id, code)
    : undefined;
  const outcome = evaluateCoupon(offer ? offerRuleOf(offer) : null, {
    items_total: input.itemsTotal,
    now: input.now,
    payment_method: input.body.payment_method,
    used_count: offer?.usedCount ?? 0,
    customer_used_count: offer ? await repository.customerRedemptions(runner, offer.id, input.userId) : 0,
  });
  if (!outcome.ok) throw couponError(outcome.reason);
  return { offer: offer!, code, amount: outcome.amount };
}

/**
 * Prices the caller's cart for checkout from the database: lines, VAT,
 * delivery to the address (or free pickup), the store's minimum order, the
 * coupon and the platform fee. Throws the SPEC.md §8 message of the first
 * thing that stops the order. `runner` is the order's transaction when
 * placing, so every figure is read where the stock is taken.
 */
export async function priceCheckout(
  repository: CheckoutRepository,
  runner: Tx | null,
  input: {
    userId: string;
    body: CheckoutQuoteBody;
    lang: Language;
    currency: string;
    now: Date;
    availableMethods: readonly PaymentMethodName[];
    /** Who collects bank transfers (ADR 0089). */
    bankTransfer: BankTransferCollector;
    /** The cart's store as the caller already read it (under the cart's lock); undefined: read it here. */
    cartStoreId?: string | null | undefined;
  },
): Promise<PricedCheckout> {
  const { userId, body, lang } = input;
  const rows = await repository.cartLines(runner, userId);
  if (rows.length === 0) throw conflict('cart_empty');

  const cartStoreId =
    input.cartStoreId !== undefined ? input.cartStoreId : await repository.cartStoreId(runner, userId);
  const storeId = cartStoreId ?? rows[0]!.productStoreId;
  const store = await repository.store(runner, storeId);
  if (!isStoreOpen(store)) throw conflict('not_available');
  for (const row of rows) {
    const buyable =
      row.productStoreId === store.id && row.productStatus === 'approved' && row.productActive && row.variantActive;
    if (!buyable) throw conflict('not_available');
    if (row.stock !== null && row.stock < row.quantity) throw conflict('out_of_stock');
  }

  // A store that collects its own transfers but gave no IBAN cannot be paid by bank transfer.
  const bankTransferPayee = bankTransferPayeeOf(input.bankTransfer, store);
  const methods = input.availableMethods.filter((method) => method !== 'bank_transfer' || bankTransferPayee !== null);
  if (body.payment_method && !methods.includes(body.payment_method)) throw paymentMethodError();

  const lines = rows.map((row) => pricedLine(row, lang));
  const itemsTotal = lines.reduce((sum, line) => sum + line.line_total, 0);

  const {
    destination,
    delivery,
    charge: deliveryCharge,
  } = body.fulfilment === 'delivery'
    ? await priceDelivery(repository, runner, { userId, body, store, itemsTotal })
    : { destination: null, delivery: null, charge: 0 };

  if (itemsTotal < store.minimumOrderAmount) {
    throw new AppError(400, 'minimum_order_not_met', {
      params: { amount: formatAmount(store.minimumOrderAmount, input.currency, lang) },
    });
  }

  const coupon = body.coupon_code
    ? await priceCoupon(repository, runner, { userId, body, store, itemsTotal, now: input.now })
    : null;

  const totals = orderTotals({
    lines,
    coupon_amount: coupon?.amount ?? 0,
    fulfilment: body.fulfilment,
    delivery_charge: deliveryCharge,
    platform_fee: await repository.platformFee(runner),
  });
  const vat = vatBreakdown(
    lines.map((line) => ({
      gross: line.line_total,
      vat_name: line.vat_name,
      rate_basis_points: line.vat_rate_basis_points,
    })),
    totals.coupon_amount,
  );
  return { store, lines, totals, vat, coupon, delivery, destination, methods, bankTransferPayee };
}
