import type { orderItems, orders, orderStatusEvents, payments } from '../../db/schema/orders.ts';

/** The rows of the order aggregate, as the orders module's repositories read and write them. */
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderStatusEvents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
