CREATE TABLE "event_registrations" (
	"event_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" IN ('registered', 'waitlisted'))
);
--> statement-breakpoint
CREATE TABLE "event_session_attendance" (
	"session_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"checked_in_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_session_attendance_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_session_speakers" (
	"session_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"job_title" text,
	"company_name" text,
	"user_id" text,
	CONSTRAINT "event_session_speakers_session_id_position_pk" PRIMARY KEY("session_id","position")
);
--> statement-breakpoint
CREATE TABLE "event_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"intent_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_sessions_times_check" CHECK ("event_sessions"."ends_at" > "event_sessions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "event_sponsors" (
	"event_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_sponsors_event_id_company_id_pk" PRIMARY KEY("event_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"format" text NOT NULL,
	"venue" text,
	"location" text,
	"online_url" text,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"hubs" text[] NOT NULL,
	"capacity" integer,
	"host_company_id" uuid,
	"cover_upload_id" uuid,
	"created_by" text,
	"cancelled_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_format_check" CHECK ("events"."format" IN ('in_person', 'virtual')),
	CONSTRAINT "events_times_check" CHECK ("events"."ends_at" > "events"."starts_at"),
	CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" IS NULL OR "events"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "meeting_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"accepts_requests" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"sponsor_company_id" uuid NOT NULL,
	"representative_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_slots_times_check" CHECK ("meeting_slots"."ends_at" > "meeting_slots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"vendor_company_id" uuid NOT NULL,
	"representative_id" text NOT NULL,
	"requested_by" text,
	"leader_id" text NOT NULL,
	"message" text,
	"intent_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"rescheduled_from_id" uuid,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_status_check" CHECK ("meetings"."status" IN ('requested', 'accepted', 'declined', 'cancelled', 'completed', 'no_show', 'rescheduled'))
);
--> statement-breakpoint
DROP INDEX "notifications_post_idx";--> statement-breakpoint
DROP INDEX "notifications_comment_idx";--> statement-breakpoint
DROP INDEX "notifications_company_idx";--> statement-breakpoint
DROP INDEX "notifications_admin_request_idx";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "id" SET DEFAULT uuidv7();--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "meeting_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_attendance" ADD CONSTRAINT "event_session_attendance_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_attendance" ADD CONSTRAINT "event_session_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_attendance" ADD CONSTRAINT "event_session_attendance_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_speakers" ADD CONSTRAINT "event_session_speakers_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_speakers" ADD CONSTRAINT "event_session_speakers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sponsors" ADD CONSTRAINT "event_sponsors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sponsors" ADD CONSTRAINT "event_sponsors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_company_id_companies_id_fk" FOREIGN KEY ("host_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_cover_upload_id_uploads_id_fk" FOREIGN KEY ("cover_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_settings" ADD CONSTRAINT "meeting_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD CONSTRAINT "meeting_slots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD CONSTRAINT "meeting_slots_sponsor_company_id_companies_id_fk" FOREIGN KEY ("sponsor_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD CONSTRAINT "meeting_slots_representative_id_users_id_fk" FOREIGN KEY ("representative_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_slot_id_meeting_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."meeting_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_vendor_company_id_companies_id_fk" FOREIGN KEY ("vendor_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_representative_id_users_id_fk" FOREIGN KEY ("representative_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_registrations_waitlist_idx" ON "event_registrations" USING btree ("event_id","status","created_at");--> statement-breakpoint
CREATE INDEX "event_sessions_event_idx" ON "event_sessions" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "event_sponsors_company_idx" ON "event_sponsors" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "events_hubs_idx" ON "events" USING gin ("hubs");--> statement-breakpoint
CREATE INDEX "events_host_idx" ON "events" USING btree ("host_company_id","created_at");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "meeting_slots_event_idx" ON "meeting_slots" USING btree ("event_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "meeting_slots_sponsor_idx" ON "meeting_slots" USING btree ("sponsor_company_id","event_id");--> statement-breakpoint
CREATE INDEX "meeting_slots_representative_idx" ON "meeting_slots" USING btree ("representative_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_leader_idx" ON "meetings" USING btree ("leader_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_vendor_idx" ON "meetings" USING btree ("vendor_company_id","event_id","status");--> statement-breakpoint
CREATE INDEX "meetings_slot_idx" ON "meetings" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_slot_accepted_idx" ON "meetings" USING btree ("slot_id") WHERE "meetings"."status" = 'accepted';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_event_idx" ON "notifications" USING btree ("event_id") WHERE "notifications"."event_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_meeting_idx" ON "notifications" USING btree ("meeting_id") WHERE "notifications"."meeting_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_post_idx" ON "notifications" USING btree ("post_id") WHERE "notifications"."post_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_comment_idx" ON "notifications" USING btree ("comment_id") WHERE "notifications"."comment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_company_idx" ON "notifications" USING btree ("company_id") WHERE "notifications"."company_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_admin_request_idx" ON "notifications" USING btree ("admin_request_id") WHERE "notifications"."admin_request_id" IS NOT NULL;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- Nobody is double-booked: at most one accepted meeting at any moment per leader and per
-- representative, whatever the slot; the slot's own rule is meetings_slot_accepted_idx.
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_leader_no_overlap"
  EXCLUDE USING gist ("leader_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" = 'accepted');--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_representative_no_overlap"
  EXCLUDE USING gist ("representative_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" = 'accepted');--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_rescheduled_from_fk"
  FOREIGN KEY ("rescheduled_from_id") REFERENCES "meetings"("id") ON DELETE SET NULL;
--> statement-breakpoint
-- Event titles and descriptions join Discover's spelling vocabulary, as posts and content do.
CREATE OR REPLACE FUNCTION summit_index_search_terms() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'posts' THEN
    PERFORM summit_add_search_terms(NEW.body);
  ELSIF TG_TABLE_NAME = 'events' THEN
    PERFORM summit_add_search_terms(NEW.title || ' ' || NEW.description);
  ELSE
    PERFORM summit_add_search_terms(NEW.title || ' ' || NEW.summary || ' ' || NEW.body);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_search_terms AFTER INSERT OR UPDATE OF title, description ON events
  FOR EACH ROW EXECUTE FUNCTION summit_index_search_terms();
