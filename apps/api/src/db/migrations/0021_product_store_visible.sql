DROP INDEX "products_visible_created_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "store_visible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written (ADR 0066): whether a product's store is visible lives on the product, kept by the database
-- itself, so no store write (approval, pause, deletion, a new owner) and no product write can leave it stale.
-- The rule is VISIBLE_STORE of apps/api/src/modules/listing/visibility.sql.ts; store-visibility.test.ts
-- checks the two agree.
CREATE OR REPLACE FUNCTION "bedesten_store_visible"(store_id uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT s.is_approved AND s.is_active AND s.deleted_at IS NULL AND s.owner_id IS NOT NULL
    FROM stores s WHERE s.id = store_id
  ), false);
$$;--> statement-breakpoint
-- Set on every insert and on any update naming the column, so it cannot be written by hand.
CREATE OR REPLACE FUNCTION "products_take_store_visibility"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.store_visible := bedesten_store_visible(NEW.store_id);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_store_visible" BEFORE INSERT OR UPDATE OF "store_id", "store_visible" ON "products" FOR EACH ROW EXECUTE FUNCTION "products_take_store_visibility"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "stores_pass_visibility"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  visible boolean := coalesce(NEW.is_approved AND NEW.is_active AND NEW.deleted_at IS NULL AND NEW.owner_id IS NOT NULL, false);
BEGIN
  UPDATE products SET store_visible = visible WHERE products.store_id = NEW.id AND store_visible IS DISTINCT FROM visible;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "stores_products_visible" AFTER UPDATE OF "status", "is_active", "deleted_at", "owner_id" ON "stores" FOR EACH ROW EXECUTE FUNCTION "stores_pass_visibility"();--> statement-breakpoint
UPDATE "products" p SET "store_visible" = true
FROM "stores" s
WHERE s.id = p.store_id AND s.is_approved AND s.is_active AND s.deleted_at IS NULL AND s.owner_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_visible_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id","store_id","category_id") WHERE status = 'approved' and is_active and store_visible;
