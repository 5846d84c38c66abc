import { AppError, notFound } from '@bedesten/core/errors/app-error';
import {
  evaluateCoupon,
  offerRuleOf,
  normaliseVoucherCode,
  VOUCHER_CODE_PATTERN,
} from '@bedesten/core/offers/coupon-rules';
import type { PaymentMethodKind } from '@bedesten/core/offers/coupon-rules';
import type { OffersRepository } from './offers.repository.ts';

/**
 * `apply-coupon`: what a code takes off before checkout, by the same rules
 * checkout applies again at order time (`evaluateCoupon`), with the
 * customer's own redemptions. A refusal is 400 with the SPEC.md §8 message
 * and the rule's key as `code`. Without `items_total` the customer's cart at
 * this store is priced from the catalogue, so the answer needs no figure
 * from the browser.
 */
export async function applyCoupon(
  repository: OffersRepository,
  userId: string,
  input: {
    store_id: string;
    code: string;
    items_total?: number | undefined;
    payment_method?: PaymentMethodKind | undefined;
  },
  now = new Date(),
) {
  if (!(await repository.storeIsVisible(input.store_id))) throw notFound('no_store_found');
  const code = normaliseVoucherCode(input.code);
  const offer = VOUCHER_CODE_PATTERN.test(code) ? await repository.offerByCode(input.store_id, code) : undefined;
  const itemsTotal = input.items_total ?? (await repository.cartItemsTotal(userId, input.store_id));
  const outcome = evaluateCoupon(offer ? offerRuleOf(offer) : null, {
    items_total: itemsTotal,
    now,
    payment_method: input.payment_method,
    used_count: offer?.usedCount ?? 0,
    customer_used_count: offer ? await repository.redemptionsBy(offer.id, userId) : 0,
  });
  if (!outcome.ok) throw new AppError(400, outcome.reason);
  return {
    code: offer!.code,
    title: offer!.title,
    discount_type: offer!.discountType,
    discount_value: offer!.discountValue,
    online_payment_only: offer!.onlinePaymentOnly,
    items_total: itemsTotal,
    coupon_amount: outcome.amount,
  };
}
