-- What each app instance keeps in memory is forgotten on every instance when the rows it came from
-- change, whichever instance (or job, or psql) changed them (docs/decisions/0035): PostgreSQL
-- tells every listener when the change commits. Statement-level triggers, so that a statement that
-- touches many rows (a company rename, a clean-up of sessions) sends one message, not one per row.
CREATE FUNCTION summit_notify_ids(channel text, field text, ids text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  payload := json_build_object(field, ids)::text;
  -- NOTIFY refuses 8,000 bytes or more: too many ids at once, and listeners forget all of that kind.
  IF octet_length(payload) > 7999 THEN
    payload := json_build_object(field, 'all')::text;
  END IF;
  PERFORM pg_notify(channel, payload);
END $$;
--> statement-breakpoint
-- A session read is kept for a few seconds per instance (server/platform/auth/session.ts): ending
-- a session (sign-out, revoking it, suspending or deleting its member) ends it everywhere.
CREATE FUNCTION summit_sessions_ended() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM summit_notify_ids('sessions_changed', 'sessions', ARRAY(SELECT id FROM ended));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION summit_sessions_ended();
--> statement-breakpoint
-- The session read carries the member's address, admin flag and two-factor flag, and is refused
-- while they are suspended; the people cache (server/features/people/people-cache.ts) carries
-- their name, title, photo and visibility.
CREATE FUNCTION summit_users_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM summit_notify_ids('sessions_changed', 'users', ARRAY(
    SELECT n.id FROM after_rows n JOIN before_rows o USING (id)
    WHERE (n.email, n.is_platform_admin, n.two_factor_enabled, n.suspended_at)
      IS DISTINCT FROM (o.email, o.is_platform_admin, o.two_factor_enabled, o.suspended_at)));
  PERFORM summit_notify_ids('display_changed', 'people', ARRAY(
    SELECT n.id FROM after_rows n JOIN before_rows o USING (id)
    WHERE (n.name, n.job_title, n.image, n.profile_visibility)
      IS DISTINCT FROM (o.name, o.job_title, o.image, o.profile_visibility)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE ON users
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summit_users_changed();
--> statement-breakpoint
-- Company cards (server/features/companies/company-cards.ts): a company's name and logo.
CREATE FUNCTION summit_companies_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM summit_notify_ids('display_changed', 'companies', ARRAY(
    SELECT n.id::text FROM after_rows n JOIN before_rows o USING (id)
    WHERE (n.name, n.logo_upload_id) IS DISTINCT FROM (o.name, o.logo_upload_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_changed AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summit_companies_changed();
--> statement-breakpoint
CREATE FUNCTION summit_companies_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM summit_notify_ids('display_changed', 'companies', ARRAY(SELECT id::text FROM gone));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_deleted AFTER DELETE ON companies
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION summit_companies_deleted();
--> statement-breakpoint
-- A member who leaves takes their card with them (their posts go too; a notification loses its actor).
CREATE FUNCTION summit_users_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM summit_notify_ids('display_changed', 'people', ARRAY(SELECT id FROM gone));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION summit_users_deleted();
