CREATE TYPE "public"."driver_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."ride_cancelled_by" AS ENUM('customer', 'driver');--> statement-breakpoint
CREATE TYPE "public"."ride_status" AS ENUM('booked', 'confirmed', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."ride_transfer_type" AS ENUM('standard', 'airport');--> statement-breakpoint
CREATE TYPE "public"."ride_way_type" AS ENUM('one_way', 'return');--> statement-breakpoint
CREATE TABLE "cab_airport_fares" (
	"airport" text NOT NULL,
	"district_code" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"fare_minor" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cab_airport_fares_airport_district_code_vehicle_type_pk" PRIMARY KEY("airport","district_code","vehicle_type")
);
--> statement-breakpoint
CREATE TABLE "cab_vehicle_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_tr" text NOT NULL,
	"seats" integer NOT NULL,
	"per_km_minor" integer NOT NULL,
	"minimum_fare_minor" integer NOT NULL,
	"picture_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"mobile" text NOT NULL,
	"gender" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"vehicle_number" text NOT NULL,
	"seats" integer NOT NULL,
	"licence_number" text NOT NULL,
	"identity_number" text NOT NULL,
	"vehicle_photo_url" text NOT NULL,
	"document_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"base_lat" double precision NOT NULL,
	"base_lng" double precision NOT NULL,
	"service_radius_km" integer NOT NULL,
	"status" "driver_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"is_available" boolean DEFAULT false NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"deleted_at" timestamp with time zone,
	"deletion_notice_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ride_offers" (
	"ride_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_offers_ride_id_driver_id_pk" PRIMARY KEY("ride_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "rides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "rides_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 500001 CACHE 1),
	"customer_user_id" uuid NOT NULL,
	"from_name" text NOT NULL,
	"from_lat" double precision NOT NULL,
	"from_lng" double precision NOT NULL,
	"to_name" text NOT NULL,
	"to_lat" double precision NOT NULL,
	"to_lng" double precision NOT NULL,
	"road_km" double precision NOT NULL,
	"way_type" "ride_way_type" NOT NULL,
	"transfer_type" "ride_transfer_type" NOT NULL,
	"airport_code" text,
	"pickup_at" timestamp with time zone NOT NULL,
	"return_at" timestamp with time zone,
	"vehicle_type" text NOT NULL,
	"price_total_minor" integer NOT NULL,
	"price_leg_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"comments" text,
	"language" text DEFAULT 'en' NOT NULL,
	"status" "ride_status" DEFAULT 'booked' NOT NULL,
	"driver_id" uuid,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" "ride_cancelled_by",
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rides_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "cab_airport_fares" ADD CONSTRAINT "cab_airport_fares_vehicle_type_cab_vehicle_types_code_fk" FOREIGN KEY ("vehicle_type") REFERENCES "public"."cab_vehicle_types"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_vehicle_type_cab_vehicle_types_code_fk" FOREIGN KEY ("vehicle_type") REFERENCES "public"."cab_vehicle_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_offers" ADD CONSTRAINT "ride_offers_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_offers" ADD CONSTRAINT "ride_offers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_vehicle_type_cab_vehicle_types_code_fk" FOREIGN KEY ("vehicle_type") REFERENCES "public"."cab_vehicle_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_live_user_unique" ON "drivers" USING btree ("user_id") WHERE "drivers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "drivers_status_idx" ON "drivers" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "drivers_offerable_idx" ON "drivers" USING btree ("vehicle_type") WHERE "drivers"."status" = 'approved' and "drivers"."is_available" and "drivers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ride_offers_driver_idx" ON "ride_offers" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "rides_customer_idx" ON "rides" USING btree ("customer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "rides_driver_idx" ON "rides" USING btree ("driver_id","pickup_at");