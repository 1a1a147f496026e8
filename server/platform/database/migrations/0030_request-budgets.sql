-- Counters of requests per route and caller (server/platform/http/request-budgets.ts). Unlogged:
-- every write request updates a row, and after a crash PostgreSQL empties the table, which only
-- gives everyone a fresh window.
CREATE UNLOGGED TABLE "request_budgets" (
	"key" text PRIMARY KEY NOT NULL,
	"requests" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_budgets_reset_idx" ON "request_budgets" USING btree ("reset_at");