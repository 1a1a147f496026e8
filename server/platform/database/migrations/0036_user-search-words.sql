CREATE TABLE "user_search_words" (
	"word" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"user_id" text NOT NULL
);
--> statement-breakpoint
-- Words without an "@" are found in user_search_words now, and parts with one by
-- users_email_parts_idx: the address trigrams have no reader left.
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
-- Replaced by users_email_parts_idx, which holds the domain and the id beside the mailbox's end.
DROP INDEX "users_email_local_reversed_idx";--> statement-breakpoint
CREATE INDEX "users_email_parts_idx" ON "users" USING btree (reverse(split_part(lower("email"), '@', 1)) text_pattern_ops,split_part(lower("email"), '@', 2) text_pattern_ops,"id");--> statement-breakpoint
-- A text as the admin console's search splits it into words: composed (NFC, so an accent typed
-- apart is the same letter), lower case, without the dot that lower-casing "İ" leaves on the "i",
-- final sigma as any sigma, runs of digits apart from letters ("wang1984" is "wang" and "1984"),
-- anything but letters and digits a space. Through ICU, so "JOSÉ" is "josé" and letters of every
-- script count (the database's own C locale knows ASCII only). The server splits a search term
-- the same way (admin-users.repository.ts searchWords).
CREATE FUNCTION summit_search_text(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    regexp_replace(
      translate(lower(normalize(value, NFC) COLLATE "und-x-icu"), U&'\03C2\0307', U&'\03C3'),
      '([[:digit:]]+)', ' \1 ', 'g'),
    '[^[:alnum:]]+', ' ', 'g'))
$$;
--> statement-breakpoint
-- The words a member is found by: of their name, address and company's name, each once.
CREATE FUNCTION summit_user_search_words(name text, email text, company uuid) RETURNS SETOF text
LANGUAGE sql STABLE AS $$
  SELECT DISTINCT word
  FROM regexp_split_to_table(summit_search_text(concat_ws(' ', name, email,
    (SELECT c.name FROM companies c WHERE c.id = company))), ' ') AS word
  WHERE word <> ''
$$;
--> statement-breakpoint
-- Rebuilds the table from scratch, for data loaded with triggers off (bulk loads, the benchmark).
CREATE FUNCTION summit_reindex_user_search_words() RETURNS void
LANGUAGE sql AS $$
  TRUNCATE user_search_words;
  INSERT INTO user_search_words (word, created_at, user_id)
  SELECT w.word, u.created_at, u.id
  FROM users u CROSS JOIN LATERAL summit_user_search_words(u.name, u.email, u.company_id) AS w(word)
  WHERE u.former_member_at IS NULL;
$$;
--> statement-breakpoint
SELECT summit_reindex_user_search_words();--> statement-breakpoint
CREATE UNIQUE INDEX "user_search_words_idx" ON "user_search_words" USING btree ("word" text_pattern_ops,"created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_search_words_user_idx" ON "user_search_words" USING btree ("user_id","word" text_pattern_ops);--> statement-breakpoint
ALTER TABLE "user_search_words" ADD CONSTRAINT "user_search_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A member's words follow their name, address, company and sign-up time; a deleted member's
-- nameless row keeps none.
CREATE FUNCTION summit_index_user_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM user_search_words WHERE user_id = OLD.id;
  END IF;
  IF NEW.former_member_at IS NULL THEN
    -- ON CONFLICT: a company's rename may have written this member's words in a transaction that
    -- committed meanwhile.
    INSERT INTO user_search_words (word, created_at, user_id)
    SELECT word, NEW.created_at, NEW.id FROM summit_user_search_words(NEW.name, NEW.email, NEW.company_id) AS word
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_search_words_insert AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION summit_index_user_search_words();
--> statement-breakpoint
CREATE TRIGGER users_search_words_update AFTER UPDATE OF name, email, company_id, created_at, former_member_at ON users
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.former_member_at IS DISTINCT FROM NEW.former_member_at)
  EXECUTE FUNCTION summit_index_user_search_words();
--> statement-breakpoint
-- A renamed company's people are found by its new name.
CREATE FUNCTION summit_reindex_company_people_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_search_words w USING users u WHERE u.company_id = NEW.id AND w.user_id = u.id;
  INSERT INTO user_search_words (word, created_at, user_id)
  SELECT w.word, u.created_at, u.id
  FROM users u CROSS JOIN LATERAL summit_user_search_words(u.name, u.email, u.company_id) AS w(word)
  WHERE u.company_id = NEW.id AND u.former_member_at IS NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_people_search_words AFTER UPDATE OF name ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION summit_reindex_company_people_words();
--> statement-breakpoint
ANALYZE "user_search_words";--> statement-breakpoint
-- The new index's expressions have no statistics until the table is analysed (as in 0035).
ANALYZE "users";
