CREATE TABLE "company_name_variants" (
	"variant" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "company_name_variants_variant_word_pk" PRIMARY KEY("variant","word")
);
--> statement-breakpoint
CREATE TABLE "company_name_words" (
	"word" text NOT NULL,
	"not_page" boolean NOT NULL,
	"sort_name" text NOT NULL,
	"company_id" uuid NOT NULL
);
--> statement-breakpoint
DROP INDEX "companies_directory_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_name" text GENERATED ALWAYS AS (btrim(regexp_replace(lower(name), '[^a-z0-9]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "employee_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "follower_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "product_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_name_words" ADD CONSTRAINT "company_name_words_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_name_words_idx" ON "company_name_words" USING btree ("word" text_pattern_ops,"not_page","sort_name","company_id");--> statement-breakpoint
CREATE INDEX "company_name_words_company_idx" ON "company_name_words" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "companies_search_name_idx" ON "companies" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "companies_page_search_name_idx" ON "companies" USING btree ("search_name" text_pattern_ops) WHERE "companies"."is_page";--> statement-breakpoint
CREATE INDEX "companies_directory_idx" ON "companies" USING btree ((NOT "is_page"),lower("name"),"id","is_page","name");--> statement-breakpoint
-- Counts on the company row: each change of who works at, follows or offers what adds or takes one.
CREATE FUNCTION summit_bump_company_count(company uuid, counter text, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF company IS NULL THEN RETURN; END IF;
  EXECUTE format('UPDATE companies SET %I = %I + $1 WHERE id = $2', counter, counter) USING delta, company;
END $$;
--> statement-breakpoint
CREATE FUNCTION summit_count_company_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  counter text := TG_ARGV[0];
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM summit_bump_company_count(OLD.company_id, counter, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM summit_bump_company_count(NEW.company_id, counter, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_employee_count AFTER INSERT OR DELETE OR UPDATE OF company_id ON users
  FOR EACH ROW EXECUTE FUNCTION summit_count_company_rows('employee_count');
--> statement-breakpoint
CREATE TRIGGER company_followers_count AFTER INSERT OR DELETE ON company_followers
  FOR EACH ROW EXECUTE FUNCTION summit_count_company_rows('follower_count');
--> statement-breakpoint
CREATE TRIGGER products_count AFTER INSERT OR DELETE OR UPDATE OF company_id ON products
  FOR EACH ROW EXECUTE FUNCTION summit_count_company_rows('product_count');
--> statement-breakpoint
-- Recounts every company, for data loaded with triggers off (bulk loads, the benchmark's generator).
CREATE FUNCTION summit_recount_companies() RETURNS void
LANGUAGE sql AS $$
  UPDATE companies c SET
    employee_count = (SELECT count(*) FROM users u WHERE u.company_id = c.id),
    follower_count = (SELECT count(*) FROM company_followers f WHERE f.company_id = c.id),
    product_count = (SELECT count(*) FROM products p WHERE p.company_id = c.id);
$$;
--> statement-breakpoint
SELECT summit_recount_companies();
--> statement-breakpoint
-- The words of a name (three letters or more) with each one-letter deletion of each.
CREATE FUNCTION summit_name_variants(name text) RETURNS TABLE (variant text, word text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT v.variant, w.word
  FROM (SELECT DISTINCT part AS word FROM regexp_split_to_table(lower(name), '[^a-z0-9]+') AS part
        WHERE length(part) >= 3) w
  CROSS JOIN LATERAL (
    SELECT w.word AS variant
    UNION ALL
    SELECT left(w.word, i - 1) || substr(w.word, i + 1) FROM generate_series(1, length(w.word)) AS i
  ) v
$$;
--> statement-breakpoint
-- Search's view of a company's name: its words in the directory's order, and their spellings.
CREATE FUNCTION summit_index_company_name() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM company_name_words WHERE company_id = NEW.id;
  END IF;
  INSERT INTO company_name_words (word, not_page, sort_name, company_id)
  SELECT DISTINCT part, NOT NEW.is_page, lower(NEW.name), NEW.id
  FROM regexp_split_to_table(lower(NEW.name), '[^a-z0-9]+') AS part
  WHERE part <> '';
  IF TG_OP = 'INSERT' OR NEW.name IS DISTINCT FROM OLD.name THEN
    INSERT INTO company_name_variants (variant, word)
    SELECT variant, word FROM summit_name_variants(NEW.name)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_name_index AFTER INSERT OR UPDATE OF name, is_page ON companies
  FOR EACH ROW EXECUTE FUNCTION summit_index_company_name();
--> statement-breakpoint
-- Rebuilds both from scratch, for data loaded with triggers off (bulk loads, the benchmark).
CREATE FUNCTION summit_reindex_company_names() RETURNS void
LANGUAGE sql AS $$
  TRUNCATE company_name_words, company_name_variants;
  INSERT INTO company_name_words (word, not_page, sort_name, company_id)
  SELECT DISTINCT part, NOT c.is_page, lower(c.name), c.id
  FROM companies c CROSS JOIN LATERAL regexp_split_to_table(lower(c.name), '[^a-z0-9]+') AS part
  WHERE part <> '';
  INSERT INTO company_name_variants (variant, word)
  SELECT DISTINCT v.variant, v.word FROM companies c CROSS JOIN LATERAL summit_name_variants(c.name) v;
$$;
--> statement-breakpoint
SELECT summit_reindex_company_names();
