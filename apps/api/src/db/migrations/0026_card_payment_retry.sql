-- Issue 43 item 3: a declined card keeps its order `awaiting_payment` (stock held) until `payment_due_at`,
-- when the release sweep cancels it. The new enum value is only written by later transactions.
ALTER TYPE "public"."payment_status" ADD VALUE IF NOT EXISTS 'awaiting_payment' AFTER 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_payment_due" ON "orders" USING btree ("payment_due_at") WHERE payment_due_at is not null;
