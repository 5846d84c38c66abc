import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../geo/coordinates.ts';
import { DISTRICTS } from '../geo/districts.ts';
import { optionalEmailSchema } from '../validation/email.ts';
import { documentUrlSchema, imageUrlSchema, splitCommaJoined } from '../catalogue/image-url.ts';
import { ibanSchema, optionalBicSchema } from './bank-account.ts';

/** SPEC.md §5: a bank account number is 9 to 18 digits (only checked when a client still sends one, ADR 0042). */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
/** SPEC.md §5: four upper-case letters, the digit 0, then six upper-case letters or digits (Indian; ADR 0042). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** "HH:MM", 24-hour clock. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const STORE_TYPES = ['goods', 'service'] as const;
export const STORE_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

const DISTRICT_CODES = DISTRICTS.map((d) => d.code) as [string, ...string[]];
const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? undefined : v))
    .optional();
/** An optional field that, when given, must match its pattern; empty means not given. */
const optionalPattern = (pattern: RegExp, key: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || pattern.test(v), key)
    .transform((v) => (v === '' ? undefined : v))
    .optional();
/**
 * A website as people type it: `example.com` or `www.example.com/menu` is
 * read as `https://…`, the way a browser's address bar reads it. Anything
 * that names a scheme of its own (`javascript:`, `ftp://`) keeps it, so the
 * check below still refuses it; `host:8080` is a port, not a scheme.
 */
export function normaliseWebsite(value: string): string {
  const text = value.trim();
  if (text === '' || /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text)) return text;
  return `https://${text.replace(/^\/+/, '')}`;
}

/** A store's website is a web address (http or https), never `javascript:` or `data:` (issue 10). */
const websiteUrl = z.preprocess(
  (value) => (typeof value === 'string' ? normaliseWebsite(value) : value),
  z
    .url({ protocol: /^https?$/, hostname: z.regexes.domain, message: 'invalid' })
    .max(255)
    .or(z.literal('')),
);

const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, 'invalid');

/**
 * Every field of the store-setup form (SPEC.md §3 "Store setup", bank
 * details, store location, documents), as the web form and `store-setup`
 * share it. Amounts are in minor units (cents); `delivery_time` is in
 * minutes, `delivery_max_distance` in km.
 */
export const storeSetupFields = z.object({
  type: z.enum(STORE_TYPES),
  // The business category: without it nothing else of a store makes sense (SPEC.md §8 wording).
  category_id: z.uuid('store_incomplete'),
  title: text(2, 100),
  brand_name: text(2, 100),
  store_owner_name: text(2, 100),
  email: optionalEmailSchema,
  country_code: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/, 'invalid')
    .default('+357'),
  phone_number: phone,
  alternative_phone_number: phone.or(z.literal('')).optional(),
  website_url: websiteUrl.optional(),
  description: z.string().trim().max(2000).optional(),
  /** The same in Turkish, shown on the Turkish store page when written (ADR 0045); same limits as `description`. */
  description_tr: z.string().trim().max(2000).optional(),
  state: z.enum(DISTRICT_CODES, 'invalid'),
  city: text(2, 100),
  street: optionalText(200),
  address: text(5, 255),
  postal_code: z
    .string()
    .trim()
    .regex(/^$|^[A-Za-z0-9 -]{3,10}$/, 'invalid')
    .optional(),
  country: z.string().trim().length(2).default('CY'),
  store_lat: latitudeSchema,
  store_lng: longitudeSchema,
  delivery_max_distance: z.number().int().min(1).max(200),
  delivery_time: z.number().int().min(5).max(10080),
  minimum_order_amount: z.number().int().min(0).max(10_000_000).default(0),
  working_hours_from: z.string().regex(TIME_PATTERN, 'invalid'),
  working_hours_to: z.string().regex(TIME_PATTERN, 'invalid'),
  pre_order: z.boolean().default(false),
  cuisines: z.array(text(2, 40)).max(10).default([]),
  image: imageUrlSchema,
  banner_image: imageUrlSchema,
  photos: z.array(imageUrlSchema).max(10).default([]),
  license_number: text(2, 60),
  license_name: optionalText(120),
  license_document: z.preprocess(splitCommaJoined, z.array(documentUrlSchema).min(1, 'required').max(5)),
  account_holder_name: text(2, 100),
  bank_name: text(2, 100),
  account_type: optionalText(40),
  // Cyprus pays into an IBAN (ADR 0042); the spec's account number and IFSC are kept for clients that send them.
  iban: ibanSchema,
  bic: optionalBicSchema,
  account_number: optionalPattern(ACCOUNT_NUMBER_PATTERN, 'account_number_invalid'),
  routing_number: optionalText(40),
  ifsc_code: optionalPattern(IFSC_PATTERN, 'ifsc_invalid'),
  branch: text(2, 100),
  address_of_bank: text(5, 255),
  type_of_use: optionalText(60),
});

/** `store-setup` / `vendor-setup`: `submit` (the default) validates everything and sends the store to staff. */
export const storeSetupBody = z.discriminatedUnion('action', [
  storeSetupFields.extend({ action: z.literal('submit') }),
  // A draft needs only a name; whatever else is given must still be valid.
  storeSetupFields.partial().extend({ action: z.literal('draft'), title: text(2, 100) }),
]);

/** Accepts bodies without `action` as a submission (the spec's clients never send one). */
export const storeSetupRequestBody = z.preprocess(
  (value) => (value && typeof value === 'object' && !('action' in value) ? { ...value, action: 'submit' } : value),
  storeSetupBody,
);
export type StoreSetupBody = z.infer<typeof storeSetupBody>;
export type StoreSetupFields = z.infer<typeof storeSetupFields>;

/** Tab of the setup form where each field lives, so the form can jump to the first problem. */
export const STORE_SETUP_TABS = ['store_info', 'address', 'images', 'documents', 'bank_details'] as const;
export type StoreSetupTab = (typeof STORE_SETUP_TABS)[number];

/** Which tab of the setup form each field is on. */
export const STORE_SETUP_FIELD_TABS: Record<keyof StoreSetupFields, StoreSetupTab> = {
  type: 'store_info',
  category_id: 'store_info',
  title: 'store_info',
  brand_name: 'store_info',
  store_owner_name: 'store_info',
  email: 'store_info',
  country_code: 'store_info',
  phone_number: 'store_info',
  alternative_phone_number: 'store_info',
  website_url: 'store_info',
  description: 'store_info',
  description_tr: 'store_info',
  working_hours_from: 'store_info',
  working_hours_to: 'store_info',
  delivery_time: 'store_info',
  minimum_order_amount: 'store_info',
  pre_order: 'store_info',
  cuisines: 'store_info',
  type_of_use: 'store_info',
  state: 'address',
  city: 'address',
  street: 'address',
  address: 'address',
  postal_code: 'address',
  country: 'address',
  store_lat: 'address',
  store_lng: 'address',
  delivery_max_distance: 'address',
  image: 'images',
  banner_image: 'images',
  photos: 'images',
  license_number: 'documents',
  license_name: 'documents',
  license_document: 'documents',
  account_holder_name: 'bank_details',
  bank_name: 'bank_details',
  account_type: 'bank_details',
  iban: 'bank_details',
  bic: 'bank_details',
  account_number: 'bank_details',
  routing_number: 'bank_details',
  ifsc_code: 'bank_details',
  branch: 'bank_details',
  address_of_bank: 'bank_details',
};

/** The first tab, in form order, that has a field with an error (the form opens it). */
export function firstTabWithError(fields: readonly string[]): StoreSetupTab | null {
  const tabs = new Set(fields.map((f) => STORE_SETUP_FIELD_TABS[f.split('.')[0] as keyof StoreSetupFields]));
  return STORE_SETUP_TABS.find((tab) => tabs.has(tab)) ?? null;
}
