CREATE TABLE "sign_in_failures" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"failures" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "sign_in_failures_scope_subject_pk" PRIMARY KEY("scope","subject")
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_reset_idx" ON "sign_in_failures" USING btree ("reset_at");--> statement-breakpoint
-- Sign-up now asks new members to confirm their address; everyone who joined before keeps signing in.
UPDATE "users" SET "email_verified" = true WHERE "email_verified" = false;