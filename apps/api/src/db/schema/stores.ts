import { boolean, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { categories, storeType } from './catalogue.ts';
import { users } from './identity.ts';

export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: storeType('type').notNull(),
    categoryId: uuid('category_id').references(() => categories.id),
    /** ISO 3166-2:CY subdivision code of the district, e.g. "01" for Nicosia. */
    districtCode: text('district_code').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    deliveryMaxDistanceKm: integer('delivery_max_distance_km').notNull().default(50),
    deliveryTimeMinutes: integer('delivery_time_minutes').notNull().default(45),
    minimumOrderAmount: integer('minimum_order_amount').notNull().default(0),
    isApproved: boolean('is_approved').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stores_owner_idx').on(t.ownerId), index('stores_district_idx').on(t.districtCode)],
);
