import type { Language } from '@bedesten/core/i18n/languages';
import { transactionStatus } from '@bedesten/core/sales/sales-rules';
import type { SalesOrder, Transaction, TransactionDetail } from '@bedesten/core/schemas/vendor-sales';
import type { OrderItemRow, OrderRow, PaymentRow, TransactionRow } from './vendor-sales.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The phone as the order has it, with its calling code. */
function contactOf(order: OrderRow): string {
  return [order.countryCode, order.contact].filter(Boolean).join(' ');
}

/** SPEC.md §3 Transaction: the sender is the customer named on the order. */
export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    payment_id: row.paymentId,
    order_id: row.id,
    order_number: row.number,
    sender: row.contactName,
    date: row.placedAt.toISOString(),
    paid_at: iso(row.paidAt),
    email: row.email ?? row.userEmail,
    contact: contactOf(row),
    status: transactionStatus(row.paymentStatus),
    payment_status: row.paymentStatus,
    amount: row.orderTotal,
    currency: row.currency,
    payment_method: row.paymentMethod,
  };
}

export function toTransactionDetail(row: TransactionRow, attempts: PaymentRow[]): TransactionDetail {
  return {
    ...toTransaction(row),
    order_status: row.status,
    fulfilment: row.fulfilment,
    payments: attempts.map((p) => ({
      id: p.id,
      provider: p.provider,
      status: p.status,
      amount: p.amount,
      currency: p.currency,
      provider_ref: p.providerRef,
      created_at: p.createdAt.toISOString(),
      captured_at: iso(p.capturedAt),
    })),
  };
}

export function localProductName(item: { productName: string; productNameTr: string | null }, lang: Language) {
  return lang === 'tr' && item.productNameTr ? item.productNameTr : item.productName;
}

export function toSalesOrder(row: TransactionRow, items: OrderItemRow[], lang: Language): SalesOrder {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    fulfilment: row.fulfilment,
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    placed_at: row.placedAt.toISOString(),
    paid_at: iso(row.paidAt),
    customer: { name: row.contactName, email: row.email ?? row.userEmail, contact: contactOf(row) },
    address: row.address
      ? {
          name: row.address.name,
          contact: row.address.contact,
          address: [row.address.address, row.address.landmark].filter(Boolean).join(', '),
          city: row.address.city,
          state: row.address.state,
        }
      : null,
    order_notes: row.orderNotes,
    items: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      product_name: localProductName(item, lang),
      size_name: lang === 'tr' && item.sizeNameTr ? item.sizeNameTr : item.sizeName,
      quantity: item.quantity,
      selling_price: item.sellingPrice,
      mrp_price: item.mrpPrice,
      line_total: item.sellingPrice * item.quantity,
    })),
    mrp_total: row.mrpTotal,
    items_total: row.itemsTotal,
    items_discount: row.itemsDiscount,
    coupon_code: row.couponCode,
    coupon_amount: row.couponAmount,
    delivery_charges: row.deliveryCharges,
    platform_amount: row.platformAmount,
    order_total: row.orderTotal,
    currency: row.currency,
  };
}
