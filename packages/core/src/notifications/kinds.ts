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
  new_order: 'order_updates',
  order_cancelled: 'order_updates',
  // Staff decisions about a vendor's store and catalogue
  store_approved: 'activity',
  store_rejected: 'activity',
  product_approved: 'activity',
  product_rejected: 'activity',
  sub_category_approved: 'activity',
  sub_category_rejected: 'activity',
  store_deleted: 'activity',
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
  // Chat
  chat_message: 'chat',
  // Cab rides: a ride offered to a driver and each step of it, to the customer and the driver
  ride_offered: 'order_updates',
  ride_booked: 'order_updates',
  ride_confirmed: 'order_updates',
  ride_completed: 'order_updates',
  ride_cancelled: 'order_updates',
  ride_released: 'order_updates',
  // Staff decisions about a driver profile
  driver_approved: 'activity',
  driver_rejected: 'activity',
  driver_deleted: 'activity',
} as const satisfies Record<string, NotificationTopic>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const topicOfKind = (kind: NotificationKind): NotificationTopic => NOTIFICATION_KINDS[kind];
