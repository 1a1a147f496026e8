-- Rows that end are deleted by the hourly ended-rows job (server/features/operations/ended-rows.ts),
-- found by these indexes. IF NOT EXISTS: on a large database an operator builds them beforehand
-- with CREATE INDEX CONCURRENTLY, which writes go on through (docs/operations.md, "Upgrades").
CREATE INDEX IF NOT EXISTS "rate_limits_last_request_idx" ON "rate_limits" USING btree ("last_request");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "verifications_expires_idx" ON "verifications" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_outbox_sent_idx" ON "mail_outbox" USING btree ("sent_at");--> statement-breakpoint
-- A session that had already expired is refused by every instance whatever it keeps (a kept read
-- lasts until the session's expiry at most), so deleting it tells no one: the job's batches would
-- otherwise each name a thousand sessions, more than one message holds, and make every instance
-- forget every session it keeps.
CREATE OR REPLACE FUNCTION summit_sessions_ended() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM summit_notify_ids('sessions_changed', 'sessions', ARRAY(SELECT id FROM ended WHERE expires_at > now()));
  RETURN NULL;
END $$;
