import type { Language } from '@bedesten/core/i18n/languages';
import { basisPointsToPercent } from '@bedesten/core/money/percent';
import type { PublicOffer, VatRate, VendorOffer } from '@bedesten/core/schemas/offers';
import type { OfferBody } from '@bedesten/core/schemas/offers';
import { localName } from '../listing/local-name.ts';
import type { OfferRow, OfferValues, VatRateRow } from './offers.repository.ts';

/** Active and between its dates: what customers see now. */
export function isCurrent(row: OfferRow, now: Date): boolean {
  return row.isActive && row.startsAt.getTime() <= now.getTime() && now.getTime() <= row.endsAt.getTime();
}

export function toVendorOffer(row: OfferRow, now = new Date()): VendorOffer {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    discount_type: row.discountType,
    discount_value: row.discountValue,
    minimum_order_amount: row.minimumOrderAmount,
    start_date: row.startsAt.toISOString(),
    end_date: row.endsAt.toISOString(),
    colour: row.colour,
    online_payment_only: row.onlinePaymentOnly,
    status: row.isActive ? 'active' : 'inactive',
    code: row.code,
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    used_count: row.usedCount,
    is_current: isCurrent(row, now),
    created_at: row.createdAt.toISOString(),
  };
}

export function toPublicOffer(row: OfferRow, lang: Language): PublicOffer {
  return {
    id: row.id,
    title: localName(row.title, row.titleTr, lang),
    description: localName(row.description, row.descriptionTr, lang),
    code: row.code,
    discount_type: row.discountType,
    discount_value: row.discountValue,
    minimum_order_amount: row.minimumOrderAmount,
    colour: row.colour,
    online_payment_only: row.onlinePaymentOnly,
    end_date: row.endsAt.toISOString(),
  };
}

/** The offer form's body as table values. */
export function offerValues(body: OfferBody): OfferValues {
  return {
    title: body.title,
    description: body.description,
    titleTr: null,
    descriptionTr: null,
    discountType: body.discount_type,
    discountValue: body.discount_value,
    minimumOrderAmount: body.minimum_order_amount,
    startsAt: new Date(body.start_date),
    endsAt: new Date(body.end_date),
    colour: body.colour.toLowerCase(),
    onlinePaymentOnly: body.online_payment_only,
    isActive: body.status === 'active',
    code: body.code,
    usageLimit: body.usage_limit ?? null,
    perCustomerLimit: body.per_customer_limit ?? null,
  };
}

export function toVatRate(row: VatRateRow): VatRate {
  return {
    id: row.id,
    name: row.name,
    rate: basisPointsToPercent(row.rateBasisPoints),
    scope: row.storeId === null ? 'platform' : 'store',
    product_count: row.productCount,
  };
}
