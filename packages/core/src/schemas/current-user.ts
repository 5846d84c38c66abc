import { z } from 'zod';
import { STAFF_ROLES, USER_TYPES } from '../auth/roles.ts';
import { LANGUAGES } from '../i18n/languages.ts';

/**
 * SPEC.md §3 "Current user" as the API answers it: what applies of the
 * spec's list, never a password, hash, token of another session or chat
 * password. `image` repeats `image_url` because the spec names both.
 * `jid` is the spec's chat identity: the account's id (ADR 0034); the spec's
 * `jpass` is never sent, since the chat signs in with the session itself.
 */
export const currentUserSchema = z.object({
  id: z.uuid(),
  jid: z.uuid(),
  name: z.string(),
  first_name: z.string(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  mobile: z.string().nullable(),
  country_code: z.string().nullable(),
  type: z.enum(USER_TYPES),
  staff_role: z.enum(STAFF_ROLES).nullable(),
  image: z.string().nullable(),
  image_url: z.string().nullable(),
  is_approved: z.boolean(),
  store_id: z.uuid().nullable(),
  /** The store's business kind, goods or service; null without a store or category. */
  vendor_type: z.enum(['goods', 'service']).nullable(),
  /** The store's business category (the spec's "service"); null without one. */
  service_id: z.uuid().nullable(),
  /** The live driver profile (any status): the driver panel opens with one (ADR 0035). */
  driver_id: z.uuid().nullable().optional(),
  cart_count: z.number().int(),
  language: z.enum(LANGUAGES),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** The bearer token of a new session; the web app gets the same session as an httpOnly cookie. */
export const accessTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.iso.datetime(),
});

/** SPEC.md §3 "Login data": the token plus the current user. */
export const signedInSchema = currentUserSchema.extend({ token: accessTokenSchema });
export type SignedIn = z.infer<typeof signedInSchema>;

/**
 * Answer of every call that signs in. `message` carries a notice such as
 * "Your number already registered login successful"; `redirect` where the
 * client goes next (store setup after a vendor sign-up).
 */
export const signedInResponseSchema = z.object({
  data: signedInSchema,
  message: z.string().optional(),
  redirect: z.string().optional(),
});

export const currentUserResponseSchema = z.object({ data: currentUserSchema });

/** A plain acknowledgement with the catalogue text to show. */
export const messageResponseSchema = z.object({ data: z.object({ message: z.string() }) });
