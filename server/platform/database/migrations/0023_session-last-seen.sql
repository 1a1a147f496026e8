ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A session made before this column was last seen, as far as is known, when better-auth last refreshed it.
UPDATE "sessions" SET "last_seen_at" = "updated_at";
