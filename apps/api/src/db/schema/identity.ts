import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
