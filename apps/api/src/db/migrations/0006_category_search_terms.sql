-- Category names count as store words in search (ADR 0020): "fırın" finds bakeries, "eczane" pharmacies.
-- Their folded words join the typo dictionary like store and product names do.
CREATE FUNCTION bedesten_collect_category_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT word
  FROM new_rows, unnest(string_to_array(bedesten_fold(new_rows.name_en || ' ' || new_rows.name_tr), ' ')) AS word
  WHERE length(word) >= 2
  ORDER BY word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_search_terms_insert" AFTER INSERT ON "categories"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bedesten_collect_category_terms();--> statement-breakpoint
CREATE TRIGGER "categories_search_terms_update" AFTER UPDATE ON "categories"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bedesten_collect_category_terms();--> statement-breakpoint
INSERT INTO search_terms (term)
  SELECT DISTINCT word FROM categories, unnest(string_to_array(bedesten_fold(name_en || ' ' || name_tr), ' ')) AS word
  WHERE length(word) >= 2
  ON CONFLICT DO NOTHING;
