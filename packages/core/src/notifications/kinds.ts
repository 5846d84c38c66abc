import type { NotificationTopic } from '../schemas/profile.ts';

/**
 * Every kind of notification and the settings topic whose channel toggles
 * decide how it travels (in-app always; e-mail, SMS and push as the person
 * chose). One list, so a new event cannot forget to name its topic.
 */
export const NOTIFICATION_KINDS = {
  // Orders (customer and vendor)
  order_placed: 'order_updates',
  order_status: 'order_updates',
  order_paid: 'order_updates',
  payment_failed: 'order_updates',
  // The vendor's: a new order, a customer's cancellation
  new_order: 'partner_orders',
  order_cancelled: 'partner_orders',
  // Staff decisions about a vendor's store (the partner's own approval) and catalogue
  store_approved: 'partner_approvals',
  store_rejected: 'partner_approvals',
  product_approved: 'activity',
  product_rejected: 'activity',
  sub_category_approved: 'activity',
  sub_category_rejected: 'activity',
  store_deleted: 'partner_approvals',
  // Reviews and questions
  review_received: 'activity',
  review_reply: 'activity',
  review_hidden: 'activity',
  question_asked: 'activity',
  question_answered: 'activity',
  question_hidden: 'activity',
  // Wishlist alerts the customer asked for by saving a product
  wishlist_back_in_stock: 'activity',
  wishlist_on_offer: 'promotions',
  wishlist_out_of_stock: 'activity',
  // Broadcast requests: staff decisions and shops' replies
  request_approved: 'activity',
  request_rejected: 'activity',
  request_reply: 'activity',
  // A vendor's: an approved request that matches the store's category and delivery area
  request_matched: 'partner_orders',
  // Chat
  chat_message: 'chat',
  // Cab rides: a ride offered to a driver and each step of it, to the customer and the driver
  ride_offered: 'partner_orders',
  ride_booked: 'order_updates',
  ride_confirmed: 'order_updates',
  ride_completed: 'order_updates',
  ride_cancelled: 'order_updates',
  ride_released: 'order_updates',
  // Staff decisions about a driver profile
  driver_approved: 'partner_approvals',
  driver_rejected: 'partner_approvals',
  driver_deleted: 'partner_approvals',
} as const satisfies Record<string, NotificationTopic>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const topicOfKind = (kind: NotificationKind): NotificationTopic => NOTIFICATION_KINDS[kind];

/** Kinds only a driver receives; the other partner kinds are a vendor's. */
const DRIVER_KINDS: ReadonlySet<NotificationKind> = new Set([
  'ride_offered',
  'driver_approved',
  'driver_rejected',
  'driver_deleted',
]);

/**
 * Where the person who got a notice of this kind changes how such notices
 * travel: a partner's in their panel, anyone else's in their account settings.
 */
export function settingsPathOfKind(kind: NotificationKind): string {
  if (!topicOfKind(kind).startsWith('partner_')) return '/profile/account-settings';
  return DRIVER_KINDS.has(kind) ? '/driver/notification-settings' : '/vendor/notification-settings';
}
