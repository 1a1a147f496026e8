-- Every commit that can take something out of Discover's results notifies 'discover_changed' when,
-- and only when, it commits; each app instance then forgets the results it kept
-- (server/features/discover/discover-cache.ts, docs/decisions/0028). That is: a post, video,
-- article, company, member, event or course deleted; a post or content hidden or shown again;
-- content made members-only; a company page opened or closed; a profile's visibility changed; an
-- event cancelled; a course unpublished. Such changes are rare (moderation, admins), so they
-- forget everything. Row triggers with a WHEN clause cost nothing on the updates that change
-- none of these columns; PostgreSQL sends one notification per transaction however many rows.
CREATE FUNCTION notify_discover_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('discover_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER posts_discover_updated AFTER UPDATE OF hidden_at, company_id ON posts FOR EACH ROW
  WHEN (OLD.hidden_at IS DISTINCT FROM NEW.hidden_at OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION notify_discover_changed();--> statement-breakpoint
CREATE TRIGGER posts_discover_deleted AFTER DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION notify_discover_changed();--> statement-breakpoint
CREATE TRIGGER posts_discover_truncated AFTER TRUNCATE ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_discover_changed();--> statement-breakpoint
CREATE TRIGGER content_items_discover_updated AFTER UPDATE OF hidden_at, visibility ON content_items FOR EACH ROW
  WHEN (OLD.hidden_at IS DISTINCT FROM NEW.hidden_at OR OLD.visibility IS DISTINCT FROM NEW.visibility)
  EXECUTE FUNCTION notify_discover_changed();--> statement-breakpoint
CREATE TRIGGER content_items_discover_deleted AFTER DELETE ON content_items
  FOR EACH ROW EXECUTE FUNCTION notify_discover_changed();--> statement-breakpoint
CREATE TRIGGER content_items_discover_truncated AFTER TRUNCATE ON content_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_discover_changed();--> statement-breakpoint
CREATE TRIGGER companies_discover_updated AFTER UPDATE OF is_page ON companies FOR EACH ROW
  WHEN (OLD.is_page IS DISTINCT FROM NEW.is_page)
  EXECUTE FUNCTION notify_discover_changed();--> statement-breakpoint
CREATE TRIGGER companies_discover_deleted AFTER DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION notify_discover_changed();--> statement-breakpoint
CREATE TRIGGER companies_discover_truncated AFTER TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_discover_changed();--> statement-breakpoint
CREATE TRIGGER users_discover_updated AFTER UPDATE OF profile_visibility ON users FOR EACH ROW
  WHEN (OLD.profile_visibility IS DISTINCT FROM NEW.profile_visibility)
  EXECUTE FUNCTION notify_discover_changed();--> statement-breakpoint
CREATE TRIGGER users_discover_deleted AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_discover_changed();--> statement-breakpoint
CREATE TRIGGER users_discover_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_discover_changed();--> statement-breakpoint
CREATE TRIGGER events_discover_updated AFTER UPDATE OF cancelled_at ON events FOR EACH ROW
  WHEN (OLD.cancelled_at IS DISTINCT FROM NEW.cancelled_at)
  EXECUTE FUNCTION notify_discover_changed();--> statement-breakpoint
CREATE TRIGGER events_discover_deleted AFTER DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION notify_discover_changed();--> statement-breakpoint
CREATE TRIGGER events_discover_truncated AFTER TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_discover_changed();--> statement-breakpoint
CREATE TRIGGER courses_discover_updated AFTER UPDATE OF status ON courses FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION notify_discover_changed();--> statement-breakpoint
CREATE TRIGGER courses_discover_deleted AFTER DELETE ON courses
  FOR EACH ROW EXECUTE FUNCTION notify_discover_changed();--> statement-breakpoint
CREATE TRIGGER courses_discover_truncated AFTER TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_discover_changed();
