import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** SPEC.md §1: the account types; staff roles are a separate axis (§1 "helper checks"). */
export const userType = pgEnum('user_type', ['user', 'vendor', 'driver']);
export const staffRole = pgEnum('staff_role', ['staff', 'manager', 'admin', 'super_admin']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: userType('type').notNull().default('user'),
    staffRole: staffRole('staff_role'),
    name: text('name').notNull(),
    email: text('email'),
    countryCode: text('country_code'),
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    imageUrl: text('image_url'),
    isApproved: boolean('is_approved').notNull().default(false),
    /** The language messages (OTP, e-mails) are written in. */
    language: text('language').notNull().default('en'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** From the vendor sign-up (SPEC.md §3), kept until store setup uses them. */
    businessName: text('business_name'),
    areaName: text('area_name'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_mobile_unique').on(t.countryCode, t.mobile),
    index('users_type_idx').on(t.type),
  ],
);

export const sessionKind = pgEnum('session_kind', ['cookie', 'bearer']);

/**
 * A signed-in session. The id is the SHA-256 of the token the client holds,
 * so a leaked database does not hand out live sessions. The browser holds
 * the token in an httpOnly cookie, other clients as a bearer token.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: sessionKind('kind').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const otpPurpose = pgEnum('otp_purpose', [
  'login',
  'register',
  'vendor_register',
  'reset_password',
  'verify_email',
  'delete_account',
]);
export const otpChannel = pgEnum('otp_channel', ['sms', 'email']);

/**
 * One row per code sent. The code is kept only as an HMAC; the rows also
 * are the send history the per-number and per-IP limits count, so the
 * limits hold across API instances.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: otpPurpose('purpose').notNull(),
    channel: otpChannel('channel').notNull(),
    /** E.164 number or lower-cased e-mail address. */
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_codes_destination_idx').on(t.destination, t.createdAt),
    index('otp_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** What a verified reset code is traded for: a short-lived, single-use token, stored hashed. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Failed sign-ins, counted per account and per client address for the sign-in limits. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lower-cased e-mail or E.164 number as typed, whether or not an account has it. */
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_failures_account_idx').on(t.accountKey, t.createdAt),
    index('sign_in_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Notification toggles and VAT number (SPEC.md §2 settings); a row appears on the first change. */
export const accountSettings = pgTable('account_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notifications: jsonb('notifications').notNull(),
  vatNumber: text('vat_number'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
