ALTER TABLE "bookmarks" DROP CONSTRAINT "bookmarks_one_target";--> statement-breakpoint
ALTER TABLE "bookmarks" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_event_idx" ON "bookmarks" USING btree ("user_id","event_id") WHERE "bookmarks"."event_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_one_target" CHECK (num_nonnulls("bookmarks"."post_id", "bookmarks"."content_id", "bookmarks"."company_id", "bookmarks"."event_id") = 1);