CREATE TABLE "company_redirects" (
	"from_id" uuid PRIMARY KEY NOT NULL,
	"to_id" uuid NOT NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_redirects" ADD CONSTRAINT "company_redirects_to_id_companies_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_redirects_to_idx" ON "company_redirects" USING btree ("to_id");--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_last_seen_idx" ON "users" USING btree ("last_seen_at");--> statement-breakpoint
-- A member was last seen when their most recently active session was.
UPDATE "users" SET "last_seen_at" = s.last_seen
  FROM (SELECT "user_id", max("last_seen_at") AS last_seen FROM "sessions" GROUP BY "user_id") s
  WHERE s."user_id" = "users"."id";--> statement-breakpoint
-- Sessions note their use at most every five minutes (platform/auth/session.ts); the member's row follows.
CREATE FUNCTION note_user_last_seen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET last_seen_at = NEW.last_seen_at
    WHERE id = NEW.user_id AND (last_seen_at IS NULL OR last_seen_at < NEW.last_seen_at);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_note_user_last_seen AFTER INSERT OR UPDATE OF last_seen_at ON sessions
  FOR EACH ROW EXECUTE FUNCTION note_user_last_seen();
