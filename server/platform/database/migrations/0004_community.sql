CREATE TABLE "bookmark_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"post_id" uuid,
	"content_id" uuid,
	"company_id" uuid,
	"collection_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_one_target" CHECK (num_nonnulls("bookmarks"."post_id", "bookmarks"."content_id", "bookmarks"."company_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "comment_reactions" (
	"comment_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_reactions_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid,
	"comment_id" uuid,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"resolution" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_attachments" (
	"post_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "post_attachments_post_id_position_pk" PRIMARY KEY("post_id","position")
);
--> statement-breakpoint
CREATE TABLE "post_reactions" (
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_reactions_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"video_upload_id" uuid,
	"cover_upload_id" uuid,
	"duration_seconds" integer,
	"company_id" uuid,
	"author_id" text,
	"hubs" text[] NOT NULL,
	"intent_types" text[] NOT NULL,
	"visibility" text DEFAULT 'members' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', body), 'C')) STORED NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_progress" (
	"user_id" text NOT NULL,
	"content_id" uuid NOT NULL,
	"position" real DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_progress_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"company_id" uuid,
	"intent_type" text NOT NULL,
	"kind" text NOT NULL,
	"weight" smallint NOT NULL,
	"points" smallint NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "posts_hub_idx";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "reaction_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reaction_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', body)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bookmark_collections" ADD CONSTRAINT "bookmark_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_collection_id_bookmark_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."bookmark_collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reactions" ADD CONSTRAINT "comment_reactions_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reactions" ADD CONSTRAINT "comment_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_attachments" ADD CONSTRAINT "post_attachments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_attachments" ADD CONSTRAINT "post_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reactions" ADD CONSTRAINT "post_reactions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reactions" ADD CONSTRAINT "post_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_video_upload_id_uploads_id_fk" FOREIGN KEY ("video_upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_cover_upload_id_uploads_id_fk" FOREIGN KEY ("cover_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_progress" ADD CONSTRAINT "content_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_progress" ADD CONSTRAINT "content_progress_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmark_collections_name_idx" ON "bookmark_collections" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_post_idx" ON "bookmarks" USING btree ("user_id","post_id") WHERE "bookmarks"."post_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_content_idx" ON "bookmarks" USING btree ("user_id","content_id") WHERE "bookmarks"."content_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_company_idx" ON "bookmarks" USING btree ("user_id","company_id") WHERE "bookmarks"."company_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bookmarks_user_idx" ON "bookmarks" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookmarks_user_kind_idx" ON "bookmarks" USING btree ("user_id","kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookmarks_collection_idx" ON "bookmarks" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "comment_reactions_user_idx" ON "comment_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("created_at","id") WHERE "content_reports"."resolved_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_open_post_idx" ON "content_reports" USING btree ("reporter_id","post_id") WHERE "content_reports"."resolved_at" IS NULL AND "content_reports"."post_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_open_comment_idx" ON "content_reports" USING btree ("reporter_id","comment_id") WHERE "content_reports"."resolved_at" IS NULL AND "content_reports"."comment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "content_reports_post_idx" ON "content_reports" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "content_reports_comment_idx" ON "content_reports" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "post_reactions_user_idx" ON "post_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "content_items_kind_idx" ON "content_items" USING btree ("kind","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "content_items"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "content_items_hubs_idx" ON "content_items" USING gin ("hubs");--> statement-breakpoint
CREATE INDEX "content_items_search_idx" ON "content_items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "content_items_company_idx" ON "content_items" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "content_progress_recent_idx" ON "content_progress" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "signals_account_idx" ON "signals" USING btree ("company_id","intent_type","created_at");--> statement-breakpoint
CREATE INDEX "signals_user_idx" ON "signals" USING btree ("user_id","intent_type","created_at");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "posts_hub_idx" ON "posts" USING btree ("hub","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."hidden_at" IS NULL;--> statement-breakpoint
-- Counters on posts and comments. A hidden comment is not counted; hiding a comment hides its replies
-- with it (posts.service), so "visible" is the comment's own flag.
CREATE FUNCTION summit_count_post_comments() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL THEN delta := delta - 1; END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.hidden_at IS NULL THEN delta := delta + 1; END IF;
  IF delta <> 0 THEN
    UPDATE posts SET comment_count = comment_count + delta WHERE id = COALESCE(NEW.post_id, OLD.post_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER comments_post_count AFTER INSERT OR DELETE OR UPDATE OF hidden_at ON comments
  FOR EACH ROW EXECUTE FUNCTION summit_count_post_comments();
--> statement-breakpoint
CREATE FUNCTION summit_count_reactions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'post_reactions' THEN
    UPDATE posts SET reaction_count = reaction_count + (CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END)
      WHERE id = COALESCE(NEW.post_id, OLD.post_id);
  ELSE
    UPDATE comments SET reaction_count = reaction_count + (CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END)
      WHERE id = COALESCE(NEW.comment_id, OLD.comment_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER post_reactions_count AFTER INSERT OR DELETE ON post_reactions
  FOR EACH ROW EXECUTE FUNCTION summit_count_reactions();
--> statement-breakpoint
CREATE TRIGGER comment_reactions_count AFTER INSERT OR DELETE ON comment_reactions
  FOR EACH ROW EXECUTE FUNCTION summit_count_reactions();
--> statement-breakpoint
-- Recounts every post and comment, for data loaded with triggers off (the benchmark's generator).
CREATE FUNCTION summit_recount_posts() RETURNS void
LANGUAGE sql AS $$
  UPDATE posts p SET
    comment_count = (SELECT count(*) FROM comments c WHERE c.post_id = p.id AND c.hidden_at IS NULL),
    reaction_count = (SELECT count(*) FROM post_reactions r WHERE r.post_id = p.id);
  UPDATE comments c SET reaction_count = (SELECT count(*) FROM comment_reactions r WHERE r.comment_id = c.id);
$$;
--> statement-breakpoint
SELECT summit_recount_posts();
--> statement-breakpoint
-- Discover's spelling vocabulary: plain words of 3 to 30 letters from posts and content.
CREATE FUNCTION summit_add_search_terms(source text) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_terms (term)
  SELECT DISTINCT word FROM unnest(tsvector_to_array(to_tsvector('simple', source))) AS word
  WHERE word ~ '^[a-z]{3,30}$'
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
CREATE FUNCTION summit_index_search_terms() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'posts' THEN
    PERFORM summit_add_search_terms(NEW.body);
  ELSE
    PERFORM summit_add_search_terms(NEW.title || ' ' || NEW.summary || ' ' || NEW.body);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_search_terms AFTER INSERT OR UPDATE OF body ON posts
  FOR EACH ROW EXECUTE FUNCTION summit_index_search_terms();
--> statement-breakpoint
CREATE TRIGGER content_items_search_terms AFTER INSERT OR UPDATE OF title, summary, body ON content_items
  FOR EACH ROW EXECUTE FUNCTION summit_index_search_terms();
--> statement-breakpoint
SELECT summit_add_search_terms(body) FROM posts;
