CREATE TYPE "public"."broadcast_request_status" AS ENUM('pending', 'approved', 'rejected', 'closed');--> statement-breakpoint
ALTER TYPE "public"."upload_kind" ADD VALUE 'audio';--> statement-breakpoint
CREATE TABLE "broadcast_request_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"first_replied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcast_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category_id" uuid NOT NULL,
	"location" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"shopping_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"budget_amount" integer,
	"budget_currency" text,
	"date_needed" date NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"voice_note_url" text,
	"voice_note_seconds" integer,
	"closes_at" timestamp with time zone NOT NULL,
	"status" "broadcast_request_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"closed_at" timestamp with time zone,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "broadcast_request_replies" ADD CONSTRAINT "broadcast_request_replies_request_id_broadcast_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."broadcast_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_request_replies" ADD CONSTRAINT "broadcast_request_replies_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_requests" ADD CONSTRAINT "broadcast_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_requests" ADD CONSTRAINT "broadcast_requests_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_requests" ADD CONSTRAINT "broadcast_requests_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_request_replies_once" ON "broadcast_request_replies" USING btree ("request_id","store_id");--> statement-breakpoint
CREATE INDEX "broadcast_request_replies_store_idx" ON "broadcast_request_replies" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "broadcast_requests_owner_idx" ON "broadcast_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "broadcast_requests_status_idx" ON "broadcast_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "broadcast_requests_open_idx" ON "broadcast_requests" USING btree ("category_id","created_at") WHERE status = 'approved' and deleted_at is null;