CREATE TABLE "account_day_kinds" (
	"company_id" uuid NOT NULL,
	"intent_type" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"weight" integer NOT NULL,
	"signals" integer NOT NULL,
	CONSTRAINT "account_day_kinds_company_id_intent_type_day_kind_pk" PRIMARY KEY("company_id","intent_type","day","kind")
);
--> statement-breakpoint
CREATE TABLE "account_highlights" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_highlights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"intent_type" text,
	"vendor_company_id" uuid,
	"user_id" text,
	"named" boolean DEFAULT false NOT NULL,
	"score" smallint,
	"stage" text,
	"previous_stage" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_score_weeks" (
	"company_id" uuid NOT NULL,
	"intent_type" text NOT NULL,
	"week" date NOT NULL,
	"score" smallint NOT NULL,
	CONSTRAINT "account_score_weeks_company_id_intent_type_week_pk" PRIMARY KEY("company_id","intent_type","week")
);
--> statement-breakpoint
CREATE TABLE "account_scores" (
	"company_id" uuid NOT NULL,
	"intent_type" text NOT NULL,
	"as_of" date NOT NULL,
	"score" smallint NOT NULL,
	"surging" boolean NOT NULL,
	"is_new" boolean NOT NULL,
	"recent_per_week" real NOT NULL,
	"baseline_per_week" real NOT NULL,
	"momentum" real NOT NULL,
	"intensity" real NOT NULL,
	"people" integer NOT NULL,
	"visible" boolean NOT NULL,
	"inferred_stage" text NOT NULL,
	"stage_confidence" real NOT NULL,
	"trend" smallint[] NOT NULL,
	"rise" smallint NOT NULL,
	"topics" jsonb NOT NULL,
	CONSTRAINT "account_scores_company_id_intent_type_pk" PRIMARY KEY("company_id","intent_type")
);
--> statement-breakpoint
CREATE TABLE "insight_dirty" (
	"company_id" uuid NOT NULL,
	"intent_type" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "insight_dirty_company_id_intent_type_day_pk" PRIMARY KEY("company_id","intent_type","day")
);
--> statement-breakpoint
CREATE TABLE "intent_type_stats" (
	"intent_type" text NOT NULL,
	"as_of" date NOT NULL,
	"market_median" real NOT NULL,
	"market_change" real NOT NULL,
	"active_accounts" integer NOT NULL,
	"cut_points" real[] NOT NULL,
	CONSTRAINT "intent_type_stats_intent_type_as_of_pk" PRIMARY KEY("intent_type","as_of")
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "insights_reach" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_day_kinds" ADD CONSTRAINT "account_day_kinds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_highlights" ADD CONSTRAINT "account_highlights_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_highlights" ADD CONSTRAINT "account_highlights_vendor_company_id_companies_id_fk" FOREIGN KEY ("vendor_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_highlights" ADD CONSTRAINT "account_highlights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_score_weeks" ADD CONSTRAINT "account_score_weeks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_scores" ADD CONSTRAINT "account_scores_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_day_kinds_day_idx" ON "account_day_kinds" USING btree ("day");--> statement-breakpoint
CREATE INDEX "account_highlights_account_idx" ON "account_highlights" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_highlights_user_idx" ON "account_highlights" USING btree ("user_id") WHERE "account_highlights"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "account_scores_rank_idx" ON "account_scores" USING btree ("intent_type","score" DESC NULLS LAST,"company_id" DESC NULLS LAST) WHERE "account_scores"."visible";--> statement-breakpoint
CREATE INDEX "account_scores_rank_all_idx" ON "account_scores" USING btree ("score" DESC NULLS LAST,"company_id" DESC NULLS LAST,"intent_type" DESC NULLS LAST) WHERE "account_scores"."visible";