import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

export const addressType = pgEnum('address_type', ['home', 'work', 'other']);

/** A customer's saved address (SPEC.md §3 Address). */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    address: text('address').notNull(),
    landmark: text('landmark').notNull().default(''),
    state: text('state').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    pinCode: text('pin_code').notNull().default(''),
    addressType: addressType('address_type').notNull().default('home'),
    isDefault: boolean('is_default').notNull().default(false),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    // At most one default per user, whatever the concurrency (SPEC.md §4).
    uniqueIndex('addresses_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
