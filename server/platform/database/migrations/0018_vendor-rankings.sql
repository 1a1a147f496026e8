CREATE TABLE "vendor_rankings" (
	"vendor_company_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"intent_type" text NOT NULL,
	"score" smallint NOT NULL,
	"rise" smallint NOT NULL,
	"surging" boolean NOT NULL,
	"tracked" boolean NOT NULL,
	CONSTRAINT "vendor_rankings_vendor_company_id_company_id_intent_type_pk" PRIMARY KEY("vendor_company_id","company_id","intent_type")
);
--> statement-breakpoint
DROP INDEX "account_scores_rank_idx";--> statement-breakpoint
DROP INDEX "account_scores_rank_all_idx";--> statement-breakpoint
ALTER TABLE "vendor_rankings" ADD CONSTRAINT "vendor_rankings_vendor_company_id_companies_id_fk" FOREIGN KEY ("vendor_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rankings" ADD CONSTRAINT "vendor_rankings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_rankings_score_idx" ON "vendor_rankings" USING btree ("vendor_company_id","score" DESC NULLS LAST,"company_id" DESC NULLS LAST,"intent_type" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_rankings_type_score_idx" ON "vendor_rankings" USING btree ("vendor_company_id","intent_type","score" DESC NULLS LAST,"company_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_rankings_rise_idx" ON "vendor_rankings" USING btree ("vendor_company_id","rise" DESC NULLS LAST,"company_id" DESC NULLS LAST,"intent_type" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_rankings_account_idx" ON "vendor_rankings" USING btree ("company_id","intent_type");--> statement-breakpoint
CREATE INDEX "account_scores_surging_idx" ON "account_scores" USING btree ("intent_type") WHERE "account_scores"."visible" AND "account_scores"."surging";