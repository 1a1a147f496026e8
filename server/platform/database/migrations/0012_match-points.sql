CREATE TABLE "company_match_points" (
	"company_id" uuid NOT NULL,
	"intent_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_match_points_company_id_intent_type_pk" PRIMARY KEY("company_id","intent_type")
);
--> statement-breakpoint
ALTER TABLE "company_match_points" ADD CONSTRAINT "company_match_points_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;