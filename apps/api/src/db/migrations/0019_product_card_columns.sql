DROP INDEX "products_visible_created_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "card_variant_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "card_discounted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_visible_category_rating_idx" ON "products" USING btree ("category_id","rating_count" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_store_featured_idx" ON "products" USING btree ("store_id","card_discounted" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "products"."status" = 'approved' and "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_visible_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id","store_id","category_id") WHERE status = 'approved' and is_active;--> statement-breakpoint
-- Hand-written (ADR 0051): what a product card shows is kept on the product by the database itself, so no
-- variant write (vendor edit, stock update, order, cancellation, import, staff fix) can leave it stale.
CREATE OR REPLACE FUNCTION "bedesten_refresh_product_card"(pid uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE products p
  SET card_variant_id = c.id, card_discounted = coalesce(c.discount > 0, false), min_price = r.lo, max_price = r.hi
  FROM (SELECT 1) one
  LEFT JOIN LATERAL (
    SELECT v.id, v.discount FROM product_variants v
    WHERE v.product_id = pid AND v.is_active
    ORDER BY (v.stock IS NULL OR v.stock > 0) DESC, v.price - v.discount, v.sort_order, v.id
    LIMIT 1
  ) c ON true
  LEFT JOIN LATERAL (
    SELECT min(v.price - v.discount) AS lo, max(v.price - v.discount) AS hi FROM product_variants v
    WHERE v.product_id = pid AND v.is_active
  ) r ON true
  WHERE p.id = pid
    AND (p.card_variant_id, p.card_discounted, p.min_price, p.max_price)
      IS DISTINCT FROM (c.id, coalesce(c.discount > 0, false), r.lo, r.hi);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_variants_refresh_card"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bedesten_refresh_product_card(NEW.product_id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bedesten_refresh_product_card(OLD.product_id);
  ELSE
    PERFORM bedesten_refresh_product_card(NEW.product_id);
    IF NEW.product_id <> OLD.product_id THEN
      PERFORM bedesten_refresh_product_card(OLD.product_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_variants_card" AFTER INSERT OR DELETE OR UPDATE OF "product_id", "price", "discount", "stock", "is_active", "sort_order" ON "product_variants" FOR EACH ROW EXECUTE FUNCTION "product_variants_refresh_card"();--> statement-breakpoint
UPDATE "products" p SET "card_variant_id" = c.id, "card_discounted" = c.discount > 0
FROM (
  SELECT DISTINCT ON (product_id) product_id, id, discount FROM product_variants WHERE is_active
  ORDER BY product_id, (stock IS NULL OR stock > 0) DESC, price - discount, sort_order, id
) c
WHERE c.product_id = p.id;
