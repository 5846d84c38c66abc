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
CREATE OR REPLACE FUNCTION "products_list_words_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listed_product_words (word, created_at, product_id)
  SELECT word, n.created_at, n.id
  FROM new_rows n, unnest(tsvector_to_array(n.search_document)) AS word
  WHERE n.status = 'approved' AND n.is_active AND n.store_visible
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Only products whose listing, words or date changed are touched: most updates (prices, ratings, stock
-- through the card columns) change none of them.
CREATE OR REPLACE FUNCTION "products_list_words_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT * FROM (
      SELECT o.id, o.created_at AS old_created, n.created_at AS new_created,
        CASE WHEN o.status = 'approved' AND o.is_active AND o.store_visible
          THEN tsvector_to_array(o.search_document) ELSE '{}'::text[] END AS old_words,
        CASE WHEN n.status = 'approved' AND n.is_active AND n.store_visible
          THEN tsvector_to_array(n.search_document) ELSE '{}'::text[] END AS new_words
      FROM old_rows o JOIN new_rows n ON n.id = o.id
    ) c
    WHERE (c.old_created, c.old_words) IS DISTINCT FROM (c.new_created, c.new_words)
  )
  DELETE FROM listed_product_words w USING changed c
  WHERE w.word = ANY (c.old_words) AND w.created_at = c.old_created AND w.product_id = c.id;

  INSERT INTO listed_product_words (word, created_at, product_id)
  SELECT word, n.created_at, n.id
  FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(tsvector_to_array(n.search_document)) AS word
  WHERE n.status = 'approved' AND n.is_active AND n.store_visible
    AND NOT (o.status = 'approved' AND o.is_active AND o.store_visible
      AND o.created_at = n.created_at AND o.search_document = n.search_document)
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
SELECT word, p.created_at, p.id
FROM products p, unnest(tsvector_to_array(p.search_document)) AS word
WHERE p.status = 'approved' AND p.is_active AND p.store_visible
ON CONFLICT DO NOTHING;
