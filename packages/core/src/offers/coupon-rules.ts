/**
 * Coupons (SPEC.md §3 "Offer", §8 coupon messages): whether a voucher code
 * applies to a cart and how much it takes off. Pure; the API feeds it the
 * offer row and the usage counts it read inside the order's transaction,
 * and the usage limit itself is held by a conditional update (DESIGN.md §4).
 */

export type DiscountType = 'percent' | 'flat';

export interface OfferRule {
  discount_type: DiscountType;
  /** percent: whole percent (1–100); flat: minor units. */
  discount_value: number;
  /** Minor units; 0 means none. */
  minimum_order_amount: number;
  starts_at: Date;
  ends_at: Date;
  is_active: boolean;
  online_payment_only: boolean;
  /** How many orders may use the coupon in all; null: no limit. */
  usage_limit: number | null;
  /** How many orders one customer may use it on; null: no limit. */
  per_customer_limit: number | null;
}

export interface CouponContext {
  /** The items' total after their own discounts (minor units). */
  items_total: number;
  now: Date;
  /** The payment method chosen, when known (an online-only coupon refuses cash and bank transfer). */
  payment_method?: PaymentMethodKind | undefined;
  /** Orders that used it so far, in all and by this customer. */
  used_count: number;
  customer_used_count: number;
}

export type PaymentMethodKind = 'cod' | 'bank_transfer' | 'card';

/** An offer as the API keeps it (camel-cased columns), for `evaluateCoupon`. */
export interface StoredOffer {
  discountType: DiscountType;
  discountValue: number;
  minimumOrderAmount: number;
  startsAt: Date;
  endsAt: Date;
  isActive: boolean;
  onlinePaymentOnly: boolean;
  usageLimit: number | null;
  perCustomerLimit: number | null;
}

export function offerRuleOf(offer: StoredOffer): OfferRule {
  return {
    discount_type: offer.discountType,
    discount_value: offer.discountValue,
    minimum_order_amount: offer.minimumOrderAmount,
    starts_at: offer.startsAt,
    ends_at: offer.endsAt,
    is_active: offer.isActive,
    online_payment_only: offer.onlinePaymentOnly,
    usage_limit: offer.usageLimit,
    per_customer_limit: offer.perCustomerLimit,
  };
}

/** Message keys of the core catalogue, SPEC.md §8 wording where the spec has one. */
export type CouponRefusal =
  'coupon_not_found' | 'coupon_min_amount' | 'coupon_already_applied' | 'coupon_online_only' | 'coupon_used_up';

export type CouponOutcome = { ok: true; amount: number } | { ok: false; reason: CouponRefusal };

/** Letters and digits only (SPEC.md §5), compared without case. */
export const VOUCHER_CODE_PATTERN = /^[A-Za-z0-9]{3,32}$/;

export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

/** What the coupon takes off `itemsTotal`, never more than it. */
export function couponAmount(rule: Pick<OfferRule, 'discount_type' | 'discount_value'>, itemsTotal: number): number {
  const raw =
    rule.discount_type === 'percent'
      ? Math.floor((itemsTotal * Math.min(100, Math.max(0, rule.discount_value))) / 100)
      : Math.max(0, rule.discount_value);
  return Math.min(raw, itemsTotal);
}

/**
 * Whether the coupon applies. An unknown, inactive, not-yet-started or
 * expired coupon is "Coupon not found" (customers need not learn which);
 * a customer who has used it up gets "This coupon already applied use
 * another coupon"; a total under the minimum gets the minimum-amount message.
 */
export function evaluateCoupon(rule: OfferRule | null | undefined, context: CouponContext): CouponOutcome {
  if (!rule || !rule.is_active) return { ok: false, reason: 'coupon_not_found' };
  const now = context.now.getTime();
  if (now < rule.starts_at.getTime() || now > rule.ends_at.getTime()) return { ok: false, reason: 'coupon_not_found' };
  if (rule.per_customer_limit !== null && context.customer_used_count >= rule.per_customer_limit) {
    return { ok: false, reason: 'coupon_already_applied' };
  }
  if (rule.usage_limit !== null && context.used_count >= rule.usage_limit)
    return { ok: false, reason: 'coupon_used_up' };
  if (context.items_total < rule.minimum_order_amount) return { ok: false, reason: 'coupon_min_amount' };
  if (rule.online_payment_only && context.payment_method && context.payment_method !== 'card') {
    return { ok: false, reason: 'coupon_online_only' };
  }
  return { ok: true, amount: couponAmount(rule, context.items_total) };
}
