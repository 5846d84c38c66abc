ALTER TABLE "offers" ADD COLUMN "title_tr" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "description_tr" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "description_tr" text;