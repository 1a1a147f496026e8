CREATE TABLE "decision_cycle_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "decision_cycle_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cycle_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decision_cycle_vendors" (
	"cycle_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "decision_cycle_vendors_cycle_id_company_id_pk" PRIMARY KEY("cycle_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "decision_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"company_id" uuid,
	"intent_type" text NOT NULL,
	"stage" text NOT NULL,
	"budget_band" text NOT NULL,
	"timeline" text NOT NULL,
	"people_involved" smallint NOT NULL,
	"needs" text DEFAULT '' NOT NULL,
	"visibility" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "decision_cycle_changes" ADD CONSTRAINT "decision_cycle_changes_cycle_id_decision_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."decision_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_cycle_vendors" ADD CONSTRAINT "decision_cycle_vendors_cycle_id_decision_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."decision_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_cycle_vendors" ADD CONSTRAINT "decision_cycle_vendors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_cycles" ADD CONSTRAINT "decision_cycles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_cycles" ADD CONSTRAINT "decision_cycles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decision_cycle_changes_cycle_idx" ON "decision_cycle_changes" USING btree ("cycle_id","id");--> statement-breakpoint
CREATE INDEX "decision_cycle_vendors_company_idx" ON "decision_cycle_vendors" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "decision_cycles_user_idx" ON "decision_cycles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "decision_cycles_account_idx" ON "decision_cycles" USING btree ("company_id","intent_type");