import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { emailSchema } from '../validation/email.ts';
import { personNameSchema } from '../validation/person-name.ts';
import { callingCodeSchema, mobileSchema, refineMobile } from '../validation/phone.ts';
import { isValidVatNumber, normaliseVatNumber } from '../validation/vat-number.ts';
import { otpSchema } from './auth.ts';
import { currentUserSchema } from './current-user.ts';

/** Where `POST /api/upload` puts profile pictures; a profile may point only there. */
export const AVATAR_URL_PATTERN = /^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/;
export const avatarUrlSchema = z.string().regex(AVATAR_URL_PATTERN, 'invalid');

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/**
 * `update-profile-details`: only these fields, each optional; anything else
 * (type, is_approved, store_id, staff_role) is stripped. `image_url: null`
 * removes the picture.
 */
export const updateProfileBody = refineMobile(
  z.object({
    name: personNameSchema.optional(),
    email: emailSchema.optional(),
    country_code: callingCodeSchema.optional(),
    mobile: mobileSchema.optional(),
    image_url: avatarUrlSchema.nullable().optional(),
  }),
);
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** `deleteAccount`: confirmed by password or by a code; with neither, a code is sent. */
export const deleteAccountBody = z.object({
  password: z.string().max(128).optional(),
  otp: otpSchema.optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const uploadResponseSchema = z.object({ data: z.object({ image_url: z.string() }) });

// Account settings (SPEC.md §2 settings: VAT, notification toggles).

export const NOTIFICATION_TOPICS = [
  'order_updates',
  'activity',
  'promotions',
  'chat',
  'partner_approvals',
  'partner_orders',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

const channelToggles = z.object({ email: z.boolean(), sms: z.boolean(), push: z.boolean() });
export type ChannelToggles = z.infer<typeof channelToggles>;

export const notificationSettingsSchema = z.object({
  order_updates: channelToggles,
  /** Reviews, questions, staff decisions and wishlist alerts. */
  activity: channelToggles,
  promotions: channelToggles,
  chat: channelToggles,
  /** A partner's: staff approving or rejecting (or deleting) their store or driver profile. */
  partner_approvals: channelToggles,
  /** A partner's: new orders, customers' cancellations, customer requests that match the store, ride offers. */
  partner_orders: channelToggles,
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * Orders and chat on by default; marketing only when asked for (opt-in). A
 * partner hears of approvals and new work on every channel unless they turn
 * it off: a vendor who signed up by mobile has no e-mail, so SMS is how they learn.
 */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  order_updates: { email: true, sms: true, push: true },
  activity: { email: true, sms: false, push: true },
  promotions: { email: false, sms: false, push: false },
  chat: { email: true, sms: false, push: true },
  partner_approvals: { email: true, sms: true, push: true },
  partner_orders: { email: true, sms: true, push: true },
};

/** Stored toggles with the defaults for topics or channels added since they were saved (the API and the notifier read them alike). */
export function readNotificationSettings(stored: unknown): NotificationSettings {
  const merged = Object.fromEntries(
    NOTIFICATION_TOPICS.map((topic) => [topic, { ...DEFAULT_NOTIFICATION_SETTINGS[topic] }]),
  ) as NotificationSettings;
  if (stored && typeof stored === 'object') {
    for (const topic of NOTIFICATION_TOPICS) {
      const saved = (stored as Record<string, unknown>)[topic];
      if (!saved || typeof saved !== 'object') continue;
      for (const channel of ['email', 'sms', 'push'] as const) {
        const value = (saved as Record<string, unknown>)[channel];
        if (typeof value === 'boolean') merged[topic][channel] = value;
      }
    }
  }
  return merged;
}

export { normaliseVatNumber };

/** An EU VAT number in its country's form (Cyprus: CY, eight digits and the check letter, CY10259033P). */
export const vatNumberSchema = z
  .string()
  .trim()
  .max(20, 'invalid')
  .refine((v) => v === '' || isValidVatNumber(v), { message: 'invalid' });

export const accountSettingsSchema = z.object({
  notifications: notificationSettingsSchema,
  vat_number: z.string().nullable(),
  language: z.enum(LANGUAGES),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** Every part optional: a toggle sent alone changes only itself. An empty VAT number clears it. */
export const updateAccountSettingsBody = z.object({
  notifications: z
    .object({
      order_updates: channelToggles.partial().optional(),
      activity: channelToggles.partial().optional(),
      promotions: channelToggles.partial().optional(),
      chat: channelToggles.partial().optional(),
      partner_approvals: channelToggles.partial().optional(),
      partner_orders: channelToggles.partial().optional(),
    })
    .optional(),
  vat_number: vatNumberSchema.nullable().optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type UpdateAccountSettingsBody = z.infer<typeof updateAccountSettingsBody>;

export const accountSettingsResponseSchema = z.object({ data: accountSettingsSchema });

// Vendor profile (`profile`, `get-vendor-details`).

export const vendorProfileSchema = currentUserSchema.extend({
  business_name: z.string().nullable(),
  area_name: z.string().nullable(),
  store: z.object({ id: z.uuid(), title: z.string(), is_approved: z.boolean() }).nullable(),
});
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

export const vendorProfileResponseSchema = z.object({ data: vendorProfileSchema });

export const updateVendorProfileBody = z.object({
  name: personNameSchema.optional(),
  email: emailSchema.optional(),
  business_name: z.string().trim().min(2).max(100).optional(),
  area_name: z.string().trim().min(2).max(100).optional(),
  image_url: avatarUrlSchema.nullable().optional(),
});
export type UpdateVendorProfileBody = z.infer<typeof updateVendorProfileBody>;
