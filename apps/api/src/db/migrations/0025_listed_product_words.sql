CREATE TABLE "listed_product_words" (
	"word" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"product_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "listed_product_words_key" ON "listed_product_words" USING btree ("word","created_at" DESC NULLS LAST,"product_id");--> statement-breakpoint
-- Hand-written (ADR 0068): the table holds the words of exactly the listed products (LISTED_PRODUCT of
-- apps/api/src/modules/listing/visibility.sql.ts), kept by the database on every insert, update and delete
-- of products, whichever code or cascade makes it. Statement-level triggers with transition tables, as the
-- dictionary's (migration 0005): a bulk load or a store's change of visibility is one set-based statement.
-- The words are the lexemes of search_document, so a word matches here exactly where `@@` finds it.
-- A product's words while it is listed, else none: the one place the rule is written here.
CREATE OR REPLACE FUNCTION "bedesten_listed_words"(p products) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p.status = 'approved' AND p.is_active AND p.store_visible
    THEN tsvector_to_array(p.search_document) ELSE '{}'::text[] END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_list_words_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listed_product_words (word, created_at, product_id)
  SELECT word, n.created_at, n.id FROM new_rows n, unnest(bedesten_listed_words(n)) AS word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Whether an update changed a product's listed words or its date: most updates (prices, ratings, stock through
-- the card columns) change neither, and touch nothing here.
CREATE OR REPLACE FUNCTION "bedesten_listed_words_changed"(o products, n products) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT (o.created_at, bedesten_listed_words(o)) IS DISTINCT FROM (n.created_at, bedesten_listed_words(n));
$$;--> statement-breakpoint
-- A changed product's rows are all deleted, then all inserted.
CREATE OR REPLACE FUNCTION "products_list_words_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listed_product_words w USING old_rows o JOIN new_rows n ON n.id = o.id
  WHERE bedesten_listed_words_changed(o, n)
    AND w.word = ANY (bedesten_listed_words(o)) AND w.created_at = o.created_at AND w.product_id = o.id;
  INSERT INTO listed_product_words (word, created_at, product_id)
  SELECT word, n.created_at, n.id
  FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(bedesten_listed_words(n)) AS word
  WHERE bedesten_listed_words_changed(o, n)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_list_words_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listed_product_words w USING old_rows o
  WHERE w.word = ANY (tsvector_to_array(o.search_document)) AND w.created_at = o.created_at AND w.product_id = o.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_listed_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_list_words_on_insert"();--> statement-breakpoint
CREATE TRIGGER "products_listed_words_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_list_words_on_update"();--> statement-breakpoint
CREATE TRIGGER "products_listed_words_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_list_words_on_delete"();--> statement-breakpoint
INSERT INTO listed_product_words (word, created_at, product_id)
SELECT word, p.created_at, p.id FROM products p, unnest(bedesten_listed_words(p)) AS word
ON CONFLICT DO NOTHING;
