import type { OrderStatus } from '@bedesten/core/schemas/orders';

/** An order's status as a coloured chip (the order chips' colours); the text is the API's label in the page language. */
export function OrderStatusChip({ status, label }: { status: OrderStatus; label: string }) {
  return <span className={`order-chip order-chip--${status}`}>{label}</span>;
}
