import type { Language } from '../i18n/languages.ts';
import { fillMessage, type MessageParams } from './fill.ts';
import { ADDRESS_MESSAGES } from './addresses.ts';
import { CAB_MESSAGES } from './cabs.ts';
import { CART_CHECKOUT_MESSAGES } from './cart-checkout.ts';
import { CHAT_MESSAGES } from './chat.ts';
import { CONTACT_MESSAGES } from './contact.ts';
import { CONTENT_MESSAGES } from './content.ts';
import { EMAIL_MESSAGES } from './emails.ts';
import { GENERAL_MESSAGES } from './general.ts';
import { IDENTITY_MESSAGES } from './identity.ts';
import { OFFER_MESSAGES } from './offers.ts';
import { ORDER_MESSAGES } from './orders.ts';
import { PRODUCT_MESSAGES } from './products.ts';
import { STAFF_MESSAGES } from './staff.ts';
import { STORE_MESSAGES } from './stores.ts';
import { UPLOAD_MESSAGES } from './uploads.ts';
import { VALIDATION_MESSAGES } from './validation.ts';
import { NOTIFICATION_MESSAGES } from './notifications.ts';
import { QUESTION_MESSAGES } from './questions.ts';
import { REQUEST_MESSAGES } from './requests.ts';
import { REVIEW_MESSAGES } from './reviews.ts';
import { WISHLIST_MESSAGES } from './wishlist.ts';

/**
 * The error catalogue of SPEC.md §5 and §8, in the spec's own English words
 * and in Turkish. The API answers with these by key in the caller's language;
 * the web app shows the same texts, so both sides stay word for word alike.
 * Placeholders are written {name}.
 *
 * Each domain keeps its texts in its own file beside this one; this table
 * composes them, and a key belongs to exactly one domain.
 */
export const MESSAGE_DOMAINS = {
  general: GENERAL_MESSAGES,
  validation: VALIDATION_MESSAGES,
  identity: IDENTITY_MESSAGES,
  addresses: ADDRESS_MESSAGES,
  uploads: UPLOAD_MESSAGES,
  stores: STORE_MESSAGES,
  products: PRODUCT_MESSAGES,
  staff: STAFF_MESSAGES,
  offers: OFFER_MESSAGES,
  cartCheckout: CART_CHECKOUT_MESSAGES,
  orders: ORDER_MESSAGES,
  reviews: REVIEW_MESSAGES,
  questions: QUESTION_MESSAGES,
  requests: REQUEST_MESSAGES,
  wishlist: WISHLIST_MESSAGES,
  notifications: NOTIFICATION_MESSAGES,
  chat: CHAT_MESSAGES,
  cabs: CAB_MESSAGES,
  contact: CONTACT_MESSAGES,
  content: CONTENT_MESSAGES,
  emails: EMAIL_MESSAGES,
} as const;

export const MESSAGES = {
  ...GENERAL_MESSAGES,
  ...VALIDATION_MESSAGES,
  ...IDENTITY_MESSAGES,
  ...ADDRESS_MESSAGES,
  ...UPLOAD_MESSAGES,
  ...STORE_MESSAGES,
  ...PRODUCT_MESSAGES,
  ...STAFF_MESSAGES,
  ...OFFER_MESSAGES,
  ...CART_CHECKOUT_MESSAGES,
  ...ORDER_MESSAGES,
  ...REVIEW_MESSAGES,
  ...QUESTION_MESSAGES,
  ...REQUEST_MESSAGES,
  ...WISHLIST_MESSAGES,
  ...NOTIFICATION_MESSAGES,
  ...CHAT_MESSAGES,
  ...CAB_MESSAGES,
  ...CONTACT_MESSAGES,
  ...CONTENT_MESSAGES,
  ...EMAIL_MESSAGES,
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;
export type { MessageParams };

/**
 * Messages only the API answers (always in the caller's language, as the
 * `error` text beside the `code`), which the web app never looks up itself:
 * they stay out of the language chunk every page downloads (ADR 0049's
 * first-load budget). A web test fails if the app names one of them.
 */
export const SERVER_ONLY_MESSAGE_KEYS: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'demo_local_only',
  'demo_token_invalid',
  'image_too_many_pixels',
  'logged_out_everywhere',
  'logged_out_others',
  'order_bank_transfer_email',
  'order_bank_transfer_email_no_bic',
  'order_bank_transfer_email_platform',
  'otp_exhausted',
  'picture_not_yours',
  'push_endpoint_not_allowed',
  'request_photo_not_yours',
  'server_busy',
  'server_busy_title',
  'service_unavailable_title',
  'sub_category_other_category',
  'unfinished_uploads_too_large',
  'unfinished_uploads_too_many',
  // The driver form shows the API's words for these (it does not validate in the browser).
  'vehicle_photo_required',
  'vehicle_type_required',
  'order_not_awaiting_payment',
  'payment_declined_kept_notice',
  'payment_timeout_notice',
  // The e-mails' words: only the API writes e-mails.
  ...(Object.keys(EMAIL_MESSAGES) as MessageKey[]),
  'notification_email_footer',
  'request_matched_notice',
  // Storefront (issue 43 item 14): the web shows the API's own words for these.
  'guest_cart_conflict',
  'question_duplicate',
]);

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/** The catalogue text for a key in a language, with {placeholders} filled (fill.ts). */
export function message(key: MessageKey, lang: Language, params: MessageParams = {}): string {
  return fillMessage(MESSAGES[key][lang], lang, params);
}
