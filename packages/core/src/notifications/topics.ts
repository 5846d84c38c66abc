import type { NotificationTopic } from '../schemas/profile.ts';

/** The topics the customer's account settings show. */
export const CUSTOMER_TOPICS = [
  'order_updates',
  'activity',
  'promotions',
  'chat',
] as const satisfies readonly NotificationTopic[];

/**
 * The topics a partner panel's settings show: a vendor's (reviews,
 * questions and chat are theirs too) and a driver's. The toggles are the
 * account's, so a topic shown in both places is one setting.
 */
export const PARTNER_TOPICS = {
  vendor: ['partner_approvals', 'partner_orders', 'activity', 'chat'],
  driver: ['partner_approvals', 'partner_orders'],
} as const satisfies Record<'vendor' | 'driver', readonly NotificationTopic[]>;
