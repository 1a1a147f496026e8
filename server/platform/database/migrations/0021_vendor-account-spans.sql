CREATE TABLE "vendor_account_spans" (
	"vendor_company_id" uuid NOT NULL,
	"intent_type" text NOT NULL,
	"account_company_id" uuid NOT NULL,
	"days" datemultirange NOT NULL,
	CONSTRAINT "vendor_account_spans_vendor_company_id_intent_type_account_company_id_pk" PRIMARY KEY("vendor_company_id","intent_type","account_company_id")
);
--> statement-breakpoint
ALTER TABLE "vendor_account_spans" ADD CONSTRAINT "vendor_account_spans_vendor_company_id_companies_id_fk" FOREIGN KEY ("vendor_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_account_spans" ADD CONSTRAINT "vendor_account_spans_account_company_id_companies_id_fk" FOREIGN KEY ("account_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_account_days_account_idx" ON "vendor_account_days" USING btree ("vendor_company_id","intent_type","account_company_id","day");--> statement-breakpoint
-- Kept pages of vendors' performance forget themselves when an account's days change (decision 0020).
CREATE TRIGGER vendor_account_spans_performance_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendor_account_spans
  FOR EACH STATEMENT EXECUTE FUNCTION notify_performance_changed();--> statement-breakpoint
-- Every account's days, from the days counted so far (docs/decisions/0021).
INSERT INTO vendor_account_spans (vendor_company_id, intent_type, account_company_id, days)
SELECT vendor_company_id, intent_type, account_company_id, range_agg(daterange(day, day + 1))
FROM vendor_account_days
GROUP BY vendor_company_id, intent_type, account_company_id;
