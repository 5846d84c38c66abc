CREATE TABLE "joining_fee_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" "payment_attempt_status" DEFAULT 'pending' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_ref" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "joining_fee_payments" ADD CONSTRAINT "joining_fee_payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "joining_fee_payments_store" ON "joining_fee_payments" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "joining_fee_payments_one_live" ON "joining_fee_payments" USING btree ("store_id") WHERE status in ('pending', 'captured');--> statement-breakpoint
CREATE UNIQUE INDEX "joining_fee_payments_provider_ref" ON "joining_fee_payments" USING btree ("provider","provider_ref") WHERE provider_ref is not null;