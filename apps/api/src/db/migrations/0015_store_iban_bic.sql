ALTER TABLE "stores" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "bic" text;