import type { PaymentMethodName, PaymentOrderBody } from '@bedesten/core/schemas/checkout';
import type { OrderDraft } from '../orders/order-ledger.ts';
import type { PricedCheckout } from './price-checkout.ts';

/**
 * The order as the ledger will write it, from what checkout priced: totals
 * and coupon from the database, the contact and address from the body (or
 * the saved address), each line's name, size, price and VAT as they are now,
 * and the limited stock it takes.
 */
export function orderDraftOf(input: {
  userId: string;
  body: PaymentOrderBody;
  method: PaymentMethodName;
  priced: PricedCheckout;
  customer: { name: string; email: string | null } | undefined;
  currency: string;
  cardProvider: string | null;
}): OrderDraft {
  const { body, priced, method } = input;
  const name = body.name ?? input.customer?.name ?? '';
  const destination = priced.destination;
  return {
    order: {
      userId: input.userId,
      storeId: priced.store.id,
      fulfilment: body.fulfilment,
      paymentMethod: method,
      paymentStatus: method === 'card' ? 'pending' : 'unpaid',
      contactName: name,
      email: body.email ?? input.customer?.email ?? null,
      countryCode: body.country_code ?? null,
      contact: body.contact,
      buyerAddressId: destination?.addressId ?? null,
      address: destination
        ? {
            name: destination.addressId ? destination.name : name,
            contact: destination.addressId ? destination.contact : body.contact,
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
      currency: input.currency,
      orderNotes: body.order_notes || null,
      orderFromDevice: body.order_from_device ?? null,
    },
    items: priced.lines.map((line) => ({
      productId: line.product_id,
      variantId: line.variation_id,
      productName: line.row.nameEn,
      productNameTr: line.row.nameTr,
      variantUniqueId: line.row.variantUniqueId,
      sizeName: line.row.sizeEn,
      sizeNameTr: line.row.sizeTr,
      unitName: line.row.unitEn,
      unitNameTr: line.row.unitTr,
      unitQuantity: line.row.unitQuantity,
      imageUrl: line.image_url,
      quantity: line.quantity,
      sellingPrice: line.selling_price,
      mrpPrice: line.mrp_price,
      vatName: line.vat_name,
      vatRateBasisPoints: line.vat_rate_basis_points,
      stockTaken: line.row.stock !== null ? line.quantity : 0,
    })),
    couponOfferId: priced.coupon?.offer.id ?? null,
    cardProvider: method === 'card' ? input.cardProvider : null,
  };
}
