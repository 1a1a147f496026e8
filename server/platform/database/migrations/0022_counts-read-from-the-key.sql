-- A range of days is read straight from the key, in its order, without the table: the key carries
-- the counts (schema/performance.ts says so; drizzle-kit does not write INCLUDE).
ALTER TABLE "vendor_activity_days" DROP CONSTRAINT "vendor_activity_days_vendor_company_id_intent_type_day_kind_pk";--> statement-breakpoint
ALTER TABLE "vendor_activity_days" ADD CONSTRAINT "vendor_activity_days_vendor_company_id_intent_type_day_kind_pk"
  PRIMARY KEY ("vendor_company_id", "intent_type", "day", "kind") INCLUDE ("count", "amount");
