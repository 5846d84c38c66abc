ALTER TABLE "order_items" ADD COLUMN "size_name_tr" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "unit_name_tr" text;