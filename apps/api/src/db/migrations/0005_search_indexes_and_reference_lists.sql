-- Search support the Drizzle schema cannot express (ADR 0020).

-- Delivery radius and "nearest first": a GiST index on the earth point of each store customers may see.
CREATE INDEX "stores_location_idx" ON "stores" USING gist (ll_to_earth("lat", "lng"))
  WHERE is_approved AND is_active AND deleted_at IS NULL AND lat IS NOT NULL AND lng IS NOT NULL;--> statement-breakpoint

-- The dictionary typo-tolerant search corrects words against: small, so trigram look-ups on it take
-- well under a millisecond however many products there are.
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint

-- Every word of a new or changed store or product name joins the dictionary. Statement-level triggers
-- with transition tables handle a bulk insert of thousands of rows in one statement.
CREATE FUNCTION bedesten_collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT word
  FROM new_rows, unnest(string_to_array(new_rows.search_text, ' ')) AS word
  WHERE length(word) >= 2
  ORDER BY word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_terms_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bedesten_collect_search_terms();--> statement-breakpoint
CREATE TRIGGER "products_search_terms_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bedesten_collect_search_terms();--> statement-breakpoint
CREATE TRIGGER "stores_search_terms_insert" AFTER INSERT ON "stores"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bedesten_collect_search_terms();--> statement-breakpoint
CREATE TRIGGER "stores_search_terms_update" AFTER UPDATE ON "stores"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bedesten_collect_search_terms();--> statement-breakpoint
INSERT INTO search_terms (term)
  SELECT DISTINCT word FROM stores, unnest(string_to_array(stores.search_text, ' ')) AS word WHERE length(word) >= 2
  ON CONFLICT DO NOTHING;--> statement-breakpoint

-- Reference lists every deployment needs (not demo data): sizes (group 1), units, Cyprus VAT rates.
INSERT INTO "sizes" ("group_id", "name_en", "name_tr", "sort_order") VALUES
  (1, 'Small', 'Küçük', 1), (1, 'Medium', 'Orta', 2), (1, 'Large', 'Büyük', 3), (1, 'Extra Large', 'Çok Büyük', 4),
  (1, 'One Size', 'Tek Beden', 5), (1, 'Standard', 'Standart', 6), (1, 'Family', 'Aile Boyu', 7),
  (1, 'XS', 'XS', 10), (1, 'S', 'S', 11), (1, 'M', 'M', 12), (1, 'L', 'L', 13), (1, 'XL', 'XL', 14), (1, 'XXL', 'XXL', 15),
  (1, '250 g', '250 g', 20), (1, '500 g', '500 g', 21), (1, '1 kg', '1 kg', 22), (1, '2 kg', '2 kg', 23),
  (1, '330 ml', '330 ml', 30), (1, '500 ml', '500 ml', 31), (1, '1 l', '1 lt', 32), (1, '1.5 l', '1,5 lt', 33),
  (1, 'Single portion', 'Tek porsiyon', 40), (1, 'Double portion', 'Çift porsiyon', 41),
  (1, '30 minutes', '30 dakika', 50), (1, '1 hour', '1 saat', 51), (1, '2 hours', '2 saat', 52),
  (1, 'Half day', 'Yarım gün', 53), (1, 'Full day', 'Tam gün', 54);--> statement-breakpoint
INSERT INTO "units" ("code", "name_en", "name_tr", "sort_order") VALUES
  ('piece', 'Piece', 'Adet', 1), ('kg', 'Kilogram', 'Kilogram', 2), ('g', 'Gram', 'Gram', 3),
  ('l', 'Litre', 'Litre', 4), ('ml', 'Millilitre', 'Mililitre', 5), ('pack', 'Pack', 'Paket', 6),
  ('box', 'Box', 'Kutu', 7), ('bottle', 'Bottle', 'Şişe', 8), ('dozen', 'Dozen', 'Düzine', 9),
  ('bunch', 'Bunch', 'Demet', 10), ('pair', 'Pair', 'Çift', 11), ('set', 'Set', 'Takım', 12),
  ('portion', 'Portion', 'Porsiyon', 13), ('hour', 'Hour', 'Saat', 14), ('session', 'Session', 'Seans', 15),
  ('sqm', 'Square metre', 'Metrekare', 16);--> statement-breakpoint
INSERT INTO "vat_rates" ("store_id", "name", "rate_basis_points") VALUES
  (NULL, 'Standard 19%', 1900), (NULL, 'Reduced 9%', 900), (NULL, 'Reduced 5%', 500), (NULL, 'Reduced 3%', 300),
  (NULL, 'Zero 0%', 0);
