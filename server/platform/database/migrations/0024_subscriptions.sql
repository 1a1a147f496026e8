CREATE TABLE "billing_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_amount_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"company_id" uuid NOT NULL,
	"billed_to" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_rate_basis_points" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"provider" text DEFAULT 'invoice' NOT NULL,
	"provider_invoice_id" text,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_provider_invoice_id_unique" UNIQUE("provider_invoice_id"),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" IN ('open', 'paid', 'void'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"plan_name" text NOT NULL,
	"seats" integer,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"pending_plan_name" text,
	"provider" text DEFAULT 'invoice' NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"provider_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" IN ('trialing', 'active', 'past_due', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "tracked_accounts" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "match_points" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "course_publishing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_name_plans_name_fk" FOREIGN KEY ("plan_name") REFERENCES "public"."plans"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_pending_plan_name_plans_name_fk" FOREIGN KEY ("pending_plan_name") REFERENCES "public"."plans"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_events_company_idx" ON "billing_events" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_open_due_idx" ON "invoices" USING btree ("due_at") WHERE "invoices"."status" = 'open';--> statement-breakpoint
CREATE INDEX "subscriptions_period_end_idx" ON "subscriptions" USING btree ("current_period_end");--> statement-breakpoint
-- The billing history is append-only: a row is never changed, and goes only with its company.
CREATE FUNCTION refuse_billing_history_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'the billing history is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER billing_events_append_only BEFORE UPDATE OR DELETE ON billing_events
  FOR EACH ROW EXECUTE FUNCTION refuse_billing_history_change();--> statement-breakpoint
-- A company's plan now comes from its subscription, which account insights read (docs/decisions/0020).
CREATE TRIGGER subscriptions_insights_changed
  AFTER INSERT OR UPDATE OF plan_name, status OR DELETE OR TRUNCATE ON subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_insights_changed();--> statement-breakpoint
-- Every company a vendor already runs keeps the plan it had (its earliest vendor owner's, else its
-- earliest vendor employee's), as an active subscription whose first period starts now.
WITH derived AS (
  SELECT c.id AS company_id, coalesce(
    (SELECT pu.plan_name FROM company_admins pa JOIN users pu ON pu.id = pa.user_id
      WHERE pa.company_id = c.id AND pa.privilege = 'owner'
        AND pu.account_type = 'vendor' AND pu.plan_name IS NOT NULL
      ORDER BY pa.created_at, pu.created_at LIMIT 1),
    (SELECT pu.plan_name FROM users pu
      LEFT JOIN company_admins pa ON pa.company_id = c.id AND pa.user_id = pu.id
      WHERE pu.company_id = c.id AND pu.account_type = 'vendor' AND pu.plan_name IS NOT NULL
      ORDER BY pa.created_at NULLS LAST, pu.created_at LIMIT 1)) AS plan_name
  FROM companies c
), started AS (
  INSERT INTO subscriptions (company_id, plan_name, seats, status, current_period_start, current_period_end)
  SELECT d.company_id, p.name, p.seats, 'active', now(), now() + interval '1 month'
  FROM derived d JOIN plans p ON p.name = d.plan_name AND p.account_type = 'vendor'
  RETURNING company_id, plan_name, seats
)
INSERT INTO billing_events (company_id, kind, after)
SELECT company_id, 'started', jsonb_build_object('planName', plan_name, 'seats', seats, 'status', 'active',
  'cancelAtPeriodEnd', false, 'pendingPlanName', null)
FROM started;
