CREATE TYPE "public"."approval_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."product_availability" AS ENUM('always', 'limited');--> statement-breakpoint
CREATE TYPE "public"."store_status" AS ENUM('draft', 'pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."upload_kind" AS ENUM('image', 'document');--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer DEFAULT 1 NOT NULL,
	"name_en" text NOT NULL,
	"name_tr" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_tr" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "units_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"unique_id" text NOT NULL,
	"size_id" integer,
	"price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"stock" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price" > 0),
	CONSTRAINT "product_variants_discount_range" CHECK ("product_variants"."discount" >= 0 and "product_variants"."discount" < "product_variants"."price"),
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock" is null or "product_variants"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_tr" text,
	"description_en" text NOT NULL,
	"description_tr" text,
	"category_id" uuid NOT NULL,
	"sub_category_id" uuid,
	"availability" "product_availability" DEFAULT 'always' NOT NULL,
	"unit_id" integer,
	"unit_quantity" numeric(10, 3),
	"sku" text,
	"mpn" text,
	"brand" text,
	"vat_rate_id" integer,
	"images" text[] NOT NULL,
	"status" "approval_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"min_price" integer,
	"max_price" integer,
	"search_text" text GENERATED ALWAYS AS (bedesten_fold(coalesce(name_en, '') || ' ' || coalesce(name_tr, '') || ' ' || coalesce(brand, ''))) STORED NOT NULL,
	"search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, bedesten_fold(coalesce(name_en, '') || ' ' || coalesce(name_tr, '') || ' ' || coalesce(brand, '')))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"category_id" uuid,
	"name_en" text NOT NULL,
	"name_tr" text,
	"banner_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"status" "approval_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" uuid,
	"name" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tus_id" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" "upload_kind" NOT NULL,
	"url" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"original_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_tus_id_unique" UNIQUE("tus_id")
);
--> statement-breakpoint
DROP INDEX "stores_owner_idx";--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "district_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "city" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "lat" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "lng" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "former_owner_id" uuid;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "brand_name" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "contact_person_name" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "alternative_phone_number" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "website_url" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "country" text DEFAULT 'CY' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "working_hours_from" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "working_hours_to" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pre_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "cuisines" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "banner_url" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "photos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "license_number" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "license_name" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "license_documents" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "account_holder_name" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "account_type" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "routing_number" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "ifsc_code" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "branch" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "address_of_bank" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "type_of_use" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "status" "store_status" DEFAULT 'draft' NOT NULL;--> statement-breakpoint
-- Stores approved before the approval states existed stay approved; the others wait for staff.
UPDATE "stores" SET "status" = CASE WHEN "is_approved" THEN 'approved'::store_status ELSE 'pending'::store_status END;--> statement-breakpoint
ALTER TABLE "stores" DROP COLUMN "is_approved";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "is_approved" boolean GENERATED ALWAYS AS (status = 'approved') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "visit_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "avg_rating" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "search_text" text GENERATED ALWAYS AS (bedesten_fold(coalesce(title, '') || ' ' || coalesce(brand_name, '') || ' ' || coalesce(city, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, bedesten_fold(coalesce(title, '') || ' ' || coalesce(brand_name, '') || ' ' || coalesce(city, '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "deletion_notice_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate_id_vat_rates_id_fk" FOREIGN KEY ("vat_rate_id") REFERENCES "public"."vat_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_rates" ADD CONSTRAINT "vat_rates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_unique_id" ON "product_variants" USING btree ("product_id","unique_id");--> statement-breakpoint
CREATE INDEX "products_store_idx" ON "products" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_sub_category_idx" ON "products" USING btree ("sub_category_id");--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document") WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_visible_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id") WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_visible_price_idx" ON "products" USING btree ("min_price") WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "sub_categories_store_idx" ON "sub_categories" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "sub_categories_status_idx" ON "sub_categories" USING btree ("status");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_former_owner_id_users_id_fk" FOREIGN KEY ("former_owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stores_one_per_owner" ON "stores" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "stores_former_owner_idx" ON "stores" USING btree ("former_owner_id");--> statement-breakpoint
CREATE INDEX "stores_status_idx" ON "stores" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "stores_search_trgm_idx" ON "stores" USING gin ("search_text" gin_trgm_ops) WHERE is_approved and is_active and deleted_at is null;--> statement-breakpoint
CREATE INDEX "stores_search_document_idx" ON "stores" USING gin ("search_document") WHERE is_approved and is_active and deleted_at is null;