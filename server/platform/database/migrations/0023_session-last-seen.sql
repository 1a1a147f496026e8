ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_customer_idx" ON "users" USING btree ("customer_id") WHERE "users"."customer_id" IS NOT NULL;
--> statement-breakpoint
-- A session made before last_seen_at existed was last seen, as far as is known, when better-auth last refreshed it.
UPDATE "sessions" SET "last_seen_at" = "updated_at";
