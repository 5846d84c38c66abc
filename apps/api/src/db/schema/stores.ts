import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories, storeType, tsvector } from './catalogue.ts';
import { users } from './identity.ts';

/** A store's life (ADR 0021): set up as a draft, submitted (pending), then approved or rejected by staff. */
export const storeStatus = pgEnum('store_status', ['draft', 'pending', 'approved', 'rejected']);

/** What search reads of a store: its name, brand and town, folded like product names (ADR 0020). */
const STORE_SEARCH_TEXT = `bedesten_fold(coalesce(title, '') || ' ' || coalesce(brand_name, '') || ' ' || coalesce(city, ''))`;

const VISIBLE = sql`is_approved and is_active and deleted_at is null`;

/**
 * A vendor's store with every field of SPEC.md §3 "Store setup", bank
 * details, location and documents. A vendor owns at most one live store;
 * when staff delete one it is kept for history with `owner_id` cleared and
 * the account in `former_owner_id`, so it is nobody's store any more and
 * never shows again.
 */
export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id),
    formerOwnerId: uuid('former_owner_id').references(() => users.id),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The About text in Turkish, when the store wrote one; pages fall back to `description`. */
    descriptionTr: text('description_tr'),
    type: storeType('type').notNull(),
    categoryId: uuid('category_id').references(() => categories.id),
    brandName: text('brand_name'),
    contactPersonName: text('contact_person_name'),
    email: text('email'),
    countryCode: text('country_code'),
    phoneNumber: text('phone_number'),
    alternativePhoneNumber: text('alternative_phone_number'),
    websiteUrl: text('website_url'),
    /** ISO 3166-2:CY subdivision code of the district (SPEC "state"), e.g. "01" for Nicosia. */
    districtCode: text('district_code'),
    city: text('city').notNull().default(''),
    street: text('street'),
    address: text('address').notNull().default(''),
    postalCode: text('postal_code'),
    country: text('country').notNull().default('CY'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    deliveryMaxDistanceKm: integer('delivery_max_distance_km').notNull().default(50),
    deliveryTimeMinutes: integer('delivery_time_minutes').notNull().default(45),
    minimumOrderAmount: integer('minimum_order_amount').notNull().default(0),
    workingHoursFrom: text('working_hours_from'),
    workingHoursTo: text('working_hours_to'),
    preOrder: boolean('pre_order').notNull().default(false),
    cuisines: text('cuisines')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageUrl: text('image_url'),
    bannerUrl: text('banner_url'),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    licenseNumber: text('license_number'),
    licenseName: text('license_name'),
    licenseDocuments: text('license_documents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    accountHolderName: text('account_holder_name'),
    bankName: text('bank_name'),
    accountType: text('account_type'),
    /** Electronic form, checksum-checked (ADR 0042); the spec's account number and IFSC stay for older rows. */
    iban: text('iban'),
    bic: text('bic'),
    accountNumber: text('account_number'),
    routingNumber: text('routing_number'),
    ifscCode: text('ifsc_code'),
    branch: text('branch'),
    addressOfBank: text('address_of_bank'),
    typeOfUse: text('type_of_use'),
    status: storeStatus('status').notNull().default('draft'),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Derived from `status`, so the two can never disagree; identity reads it for the vendor's profile. */
    isApproved: boolean('is_approved')
      .notNull()
      .generatedAlwaysAs(sql`status = 'approved'`),
    isActive: boolean('is_active').notNull().default(true),
    visitCount: integer('visit_count').notNull().default(0),
    /** 0 until reviews exist (the reviews issue keeps it). */
    avgRating: real('avg_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    searchText: text('search_text').notNull().generatedAlwaysAs(sql.raw(STORE_SEARCH_TEXT)),
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(sql.raw(`to_tsvector('simple'::regconfig, ${STORE_SEARCH_TEXT})`)),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the former owner was shown "deleted by admin" (SPEC.md §4). */
    deletionNoticeSeenAt: timestamp('deletion_notice_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live store per vendor (SPEC.md §6 "has store_id"); deleted stores have no owner.
    uniqueIndex('stores_one_per_owner').on(t.ownerId),
    index('stores_former_owner_idx').on(t.formerOwnerId),
    index('stores_district_idx').on(t.districtCode),
    index('stores_status_idx').on(t.status, t.submittedAt),
    // The store lists' two orders without a search (latest, most visited) walk these, whatever the number of stores.
    index('stores_visible_created_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`${VISIBLE} and owner_id is not null`),
    index('stores_visible_visits_idx')
      .on(t.visitCount.desc(), t.id)
      .where(sql`${VISIBLE} and owner_id is not null`),
    index('stores_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).where(VISIBLE),
    index('stores_search_document_idx').using('gin', t.searchDocument).where(VISIBLE),
  ],
);
