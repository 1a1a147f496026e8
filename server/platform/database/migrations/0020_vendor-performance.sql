CREATE TABLE "performance_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"counted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_account_days" (
	"vendor_company_id" uuid NOT NULL,
	"intent_type" text NOT NULL,
	"day" date NOT NULL,
	"account_company_id" uuid NOT NULL,
	"hub" text NOT NULL,
	CONSTRAINT "vendor_account_days_vendor_company_id_intent_type_day_account_company_id_hub_pk" PRIMARY KEY("vendor_company_id","intent_type","day","account_company_id","hub")
);
--> statement-breakpoint
CREATE TABLE "vendor_activity" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"intent_types" text[] NOT NULL,
	"user_id" text,
	"account_company_id" uuid,
	"hub" text,
	"content_id" uuid,
	"amount" integer DEFAULT 1 NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_activity_days" (
	"vendor_company_id" uuid NOT NULL,
	"intent_type" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "vendor_activity_days_vendor_company_id_intent_type_day_kind_pk" PRIMARY KEY("vendor_company_id","intent_type","day","kind")
);
--> statement-breakpoint
CREATE TABLE "vendor_content_days" (
	"vendor_company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"content_id" uuid NOT NULL,
	"views" integer NOT NULL,
	"seconds" bigint NOT NULL,
	CONSTRAINT "vendor_content_days_vendor_company_id_day_content_id_pk" PRIMARY KEY("vendor_company_id","day","content_id")
);
--> statement-breakpoint
ALTER TABLE "vendor_account_days" ADD CONSTRAINT "vendor_account_days_vendor_company_id_companies_id_fk" FOREIGN KEY ("vendor_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_account_days" ADD CONSTRAINT "vendor_account_days_account_company_id_companies_id_fk" FOREIGN KEY ("account_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_activity" ADD CONSTRAINT "vendor_activity_vendor_company_id_companies_id_fk" FOREIGN KEY ("vendor_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_activity" ADD CONSTRAINT "vendor_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_activity" ADD CONSTRAINT "vendor_activity_account_company_id_companies_id_fk" FOREIGN KEY ("account_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_activity_days" ADD CONSTRAINT "vendor_activity_days_vendor_company_id_companies_id_fk" FOREIGN KEY ("vendor_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_content_days" ADD CONSTRAINT "vendor_content_days_vendor_company_id_companies_id_fk" FOREIGN KEY ("vendor_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_activity_vendor_idx" ON "vendor_activity" USING btree ("vendor_company_id","occurred_at");--> statement-breakpoint
CREATE INDEX "vendor_activity_time_idx" ON "vendor_activity" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "vendor_activity_user_idx" ON "vendor_activity" USING btree ("user_id") WHERE "vendor_activity"."user_id" IS NOT NULL;--> statement-breakpoint
-- Vendors' performance pages are kept like their insight pages, until what they read changes
-- (docs/decisions/0020), on a channel of their own: the five-minute count rewrites today's rows and
-- must not empty the insight pages too. Performance also reads tables that insights do (meetings,
-- companies, people, scores), whose changes it hears on 'insights_changed'.
CREATE FUNCTION notify_performance_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('performance_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER vendor_activity_days_performance_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendor_activity_days
  FOR EACH STATEMENT EXECUTE FUNCTION notify_performance_changed();--> statement-breakpoint
CREATE TRIGGER vendor_account_days_performance_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendor_account_days
  FOR EACH STATEMENT EXECUTE FUNCTION notify_performance_changed();--> statement-breakpoint
CREATE TRIGGER vendor_content_days_performance_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendor_content_days
  FOR EACH STATEMENT EXECUTE FUNCTION notify_performance_changed();--> statement-breakpoint
CREATE TRIGGER performance_counts_performance_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON performance_counts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_performance_changed();--> statement-breakpoint
CREATE TRIGGER event_sponsors_performance_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event_sponsors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_performance_changed();--> statement-breakpoint
CREATE TRIGGER event_registrations_performance_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event_registrations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_performance_changed();--> statement-breakpoint
-- Opening an item counts its views on the row itself; only what the cards show fires.
CREATE TRIGGER content_items_performance_changed
  AFTER INSERT OR UPDATE OF title, kind, intent_types, hidden_at, company_id OR DELETE ON content_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_performance_changed();--> statement-breakpoint
CREATE TRIGGER events_performance_changed
  AFTER INSERT OR UPDATE OF title, starts_at, ends_at, cancelled_at, host_company_id OR DELETE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_performance_changed();
