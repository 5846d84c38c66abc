import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '@bedesten/core/messages/catalogue';
import { nextStatuses, timelineOf, type OrderStatus } from '@bedesten/core/orders/order-status';
import { vatBreakdown } from '@bedesten/core/pricing/vat';
import type { OrderDetail, OrderSummary, TimelineStep } from '@bedesten/core/schemas/orders';
import type { OrderBundle, OrderItemRow, OrderListRow, PaymentRow } from './orders.repository.ts';

export type Viewer = 'customer' | 'vendor' | 'staff';

export const statusLabel = (status: OrderStatus, lang: Language) => message(`order_status_${status}`, lang);

export const paymentMethodLabel = (method: 'cod' | 'bank_transfer' | 'card', lang: Language) =>
  message(`payment_method_${method}`, lang);

export function itemName(item: OrderItemRow, lang: Language): string {
  return lang === 'tr' && item.productNameTr ? item.productNameTr : item.productName;
}

/** The size and unit in the reader's language; orders placed before both were kept have English only. */
export function sizeNameOf(item: OrderItemRow, lang: Language): string | null {
  return lang === 'tr' && item.sizeNameTr ? item.sizeNameTr : item.sizeName;
}

export function unitNameOf(item: OrderItemRow, lang: Language): string | null {
  return lang === 'tr' && item.unitNameTr ? item.unitNameTr : item.unitName;
}

/** The invoice's and the detail's VAT lines: per rate, after the coupon (ADR 0024). */
export function vatLinesOf(bundle: OrderBundle) {
  return vatBreakdown(
    bundle.items.map((item) => ({
      gross: item.sellingPrice * item.quantity,
      vat_name: item.vatName,
      rate_basis_points: item.vatRateBasisPoints,
    })),
    bundle.order.couponAmount,
  );
}

/** The payment that settled the order (captured), else the newest attempt. */
export function settlingPayment(bundle: OrderBundle): PaymentRow | null {
  return bundle.payments.find((payment) => payment.status === 'captured') ?? bundle.payments[0] ?? null;
}

export function transactionIdOf(payment: PaymentRow | null): string | null {
  return payment ? (payment.providerRef ?? payment.id) : null;
}

export function toOrderSummary(row: OrderListRow, lang: Language): OrderSummary {
  const { order, store } = row;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    status_label: statusLabel(order.status, lang),
    fulfilment: order.fulfilment,
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    order_total: order.orderTotal,
    currency: order.currency,
    item_count: row.itemCount,
    placed_at: order.placedAt.toISOString(),
    store: { id: store.id, slug: store.slug, title: store.title, image_url: store.imageUrl },
    customer_name: order.contactName,
  };
}

/**
 * Placed → … → Delivered with the time each step was reached; a cancelled
 * order shows the steps it reached, then Cancelled.
 */
export function timelineFor(bundle: OrderBundle, lang: Language): TimelineStep[] {
  const { order, events } = bundle;
  const reachedAt = new Map<OrderStatus, Date>();
  for (const event of events) if (!reachedAt.has(event.status)) reachedAt.set(event.status, event.createdAt);
  const steps = timelineOf(order.fulfilment);
  const step = (status: OrderStatus, done: boolean, current: boolean): TimelineStep => ({
    status,
    label: statusLabel(status, lang),
    done,
    current,
    at: reachedAt.get(status)?.toISOString() ?? (status === 'placed' ? order.placedAt.toISOString() : null),
  });
  if (order.status === 'cancelled') {
    return [
      ...steps.filter((status) => status === 'placed' || reachedAt.has(status)).map((s) => step(s, true, false)),
      step('cancelled', true, true),
    ];
  }
  const currentIndex = steps.indexOf(order.status);
  return steps.map((status, index) => step(status, index <= currentIndex, index === currentIndex));
}

export function toOrderDetail(bundle: OrderBundle, lang: Language, viewer: Viewer): OrderDetail {
  const { order, store } = bundle;
  const vatLines = vatLinesOf(bundle);
  const payment = settlingPayment(bundle);
  const next = nextStatuses(order.status, viewer, order.fulfilment);
  const manual = order.paymentMethod === 'cod' || order.paymentMethod === 'bank_transfer';
  return {
    ...toOrderSummary(bundle, lang),
    contact_name: order.contactName,
    contact: order.contact,
    email: order.email,
    address: order.address ?? null,
    order_notes: order.orderNotes,
    cancel_reason: order.cancelReason,
    items: bundle.items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      variant_id: item.variantId,
      name: itemName(item, lang),
      size_name: sizeNameOf(item, lang),
      unit_name: unitNameOf(item, lang),
      image_url: item.imageUrl,
      quantity: item.quantity,
      selling_price: item.sellingPrice,
      mrp_price: item.mrpPrice,
      line_total: item.sellingPrice * item.quantity,
      vat_name: item.vatName,
      vat_rate_basis_points: item.vatRateBasisPoints,
    })),
    totals: {
      mrp_total: order.mrpTotal,
      items_total: order.itemsTotal,
      items_discount: order.itemsDiscount,
      coupon_code: order.couponCode,
      coupon_amount: order.couponAmount,
      delivery_charges: order.deliveryCharges,
      platform_amount: order.platformAmount,
      order_total: order.orderTotal,
      vat_total: vatLines.reduce((sum, line) => sum + line.vat, 0),
    },
    vat_lines: vatLines,
    payment: {
      method: order.paymentMethod,
      method_label: paymentMethodLabel(order.paymentMethod, lang),
      status: order.paymentStatus,
      transaction_id: transactionIdOf(payment),
      provider: payment?.provider ?? null,
      paid_at: order.paidAt?.toISOString() ?? null,
      due_at: order.paymentStatus === 'awaiting_payment' ? (order.paymentDueAt?.toISOString() ?? null) : null,
      can_mark_paid: viewer === 'vendor' && manual && order.paymentStatus !== 'paid' && order.status !== 'cancelled',
    },
    timeline: timelineFor(bundle, lang),
    events: bundle.events.map((event) => ({
      status: event.status,
      label: statusLabel(event.status, lang),
      actor: event.actor,
      note: event.note,
      created_at: event.createdAt.toISOString(),
    })),
    next_statuses: next,
    can_cancel: next.includes('cancelled'),
    tracking: {
      store:
        store.lat != null && store.lng != null
          ? { lat: store.lat, lng: store.lng, title: store.title, address: [store.address, store.city].join(', ') }
          : null,
      delivery:
        order.fulfilment === 'delivery' && order.address ? { lat: order.address.lat, lng: order.address.lng } : null,
      distance_km: order.distanceKm,
    },
    store_contact: {
      address: store.address,
      city: store.city,
      phone: store.phoneNumber ? [store.countryCode, store.phoneNumber].filter(Boolean).join(' ') : null,
      email: store.email,
    },
    ...bankTransferFields(bundle),
  };
}

/** The order detail's bank-transfer fields (ADR 0089), null unless the order is paid by transfer. */
function bankTransferFields({ bankTransfer }: OrderBundle) {
  return {
    iban: bankTransfer?.iban ?? null,
    bic: bankTransfer?.bic ?? null,
    account_holder: bankTransfer?.accountHolder ?? null,
    payment_reference: bankTransfer?.paymentReference ?? null,
    bank_transfer_payee: bankTransfer?.payee ?? null,
  };
}
