-- Every commit that changes what the course catalogue and /progress read notifies 'learning_changed'
-- when, and only when, it commits; each app instance then forgets what it kept of them
-- (docs/decisions/0020, 0026). A member's own rows (enrolments, completions, certificates, days
-- learned, bookmarks, their hub) name the members they belong to in the payload, so that one
-- member's progress forgets only that member's pages; changes to courses, lessons and what they
-- show name nobody, and forget everything. Statement triggers read the changed rows from their
-- transition tables, once per statement; PostgreSQL allows those only one event a trigger.
CREATE FUNCTION notify_learning_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('learning_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The members of the changed rows, comma-separated; more than 100 (a course deleted with its
-- learners, say) notify as a change to everything, which also keeps the payload far below
-- PostgreSQL's 8,000 bytes.
CREATE FUNCTION notify_learning_changed_for_members() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  members text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT CASE WHEN count(DISTINCT user_id) <= 100 THEN string_agg(DISTINCT user_id, ',') ELSE '' END
      INTO members FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT CASE WHEN count(DISTINCT user_id) <= 100 THEN string_agg(DISTINCT user_id, ',') ELSE '' END
      INTO members FROM old_rows;
  ELSE
    SELECT CASE WHEN count(DISTINCT user_id) <= 100 THEN string_agg(DISTINCT user_id, ',') ELSE '' END
      INTO members FROM (SELECT user_id FROM old_rows UNION ALL SELECT user_id FROM new_rows) changed;
  END IF;
  -- No rows changed, nothing to say.
  IF members IS NOT NULL THEN
    PERFORM pg_notify('learning_changed', members);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A member's hub decides their suggestions.
CREATE FUNCTION notify_learning_changed_for_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('learning_changed', NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER course_enrolments_learning_inserted AFTER INSERT ON course_enrolments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed_for_members();--> statement-breakpoint
CREATE TRIGGER course_enrolments_learning_updated AFTER UPDATE ON course_enrolments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed_for_members();--> statement-breakpoint
CREATE TRIGGER course_enrolments_learning_deleted AFTER DELETE ON course_enrolments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed_for_members();--> statement-breakpoint
CREATE TRIGGER course_enrolments_learning_truncated AFTER TRUNCATE ON course_enrolments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed();--> statement-breakpoint
CREATE TRIGGER lesson_completions_learning_inserted AFTER INSERT ON lesson_completions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed_for_members();--> statement-breakpoint
CREATE TRIGGER lesson_completions_learning_updated AFTER UPDATE ON lesson_completions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed_for_members();--> statement-breakpoint
CREATE TRIGGER lesson_completions_learning_deleted AFTER DELETE ON lesson_completions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed_for_members();--> statement-breakpoint
CREATE TRIGGER lesson_completions_learning_truncated AFTER TRUNCATE ON lesson_completions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed();--> statement-breakpoint
CREATE TRIGGER certificates_learning_inserted AFTER INSERT ON certificates REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed_for_members();--> statement-breakpoint
CREATE TRIGGER certificates_learning_updated AFTER UPDATE ON certificates REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed_for_members();--> statement-breakpoint
CREATE TRIGGER certificates_learning_deleted AFTER DELETE ON certificates REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed_for_members();--> statement-breakpoint
CREATE TRIGGER certificates_learning_truncated AFTER TRUNCATE ON certificates
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed();--> statement-breakpoint
CREATE TRIGGER learning_days_learning_inserted AFTER INSERT ON learning_days REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed_for_members();--> statement-breakpoint
CREATE TRIGGER learning_days_learning_updated AFTER UPDATE ON learning_days REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed_for_members();--> statement-breakpoint
CREATE TRIGGER learning_days_learning_deleted AFTER DELETE ON learning_days REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed_for_members();--> statement-breakpoint
CREATE TRIGGER learning_days_learning_truncated AFTER TRUNCATE ON learning_days
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed();--> statement-breakpoint
CREATE TRIGGER bookmarks_learning_inserted AFTER INSERT ON bookmarks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed_for_members();--> statement-breakpoint
CREATE TRIGGER bookmarks_learning_updated AFTER UPDATE ON bookmarks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed_for_members();--> statement-breakpoint
CREATE TRIGGER bookmarks_learning_deleted AFTER DELETE ON bookmarks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed_for_members();--> statement-breakpoint
CREATE TRIGGER bookmarks_learning_truncated AFTER TRUNCATE ON bookmarks
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed();--> statement-breakpoint
CREATE TRIGGER courses_learning_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed();--> statement-breakpoint
CREATE TRIGGER course_sections_learning_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_sections
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed();--> statement-breakpoint
CREATE TRIGGER course_lessons_learning_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_lessons
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed();--> statement-breakpoint
-- Of the library, companies and users, only what the pages show: views, follower counts and
-- sign-ins leave them alone.
CREATE TRIGGER content_items_learning_changed AFTER UPDATE OF title OR DELETE ON content_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed();--> statement-breakpoint
CREATE TRIGGER companies_learning_changed AFTER UPDATE OF name, logo_upload_id OR DELETE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed();--> statement-breakpoint
CREATE TRIGGER users_learning_changed AFTER UPDATE OF hub ON users
  FOR EACH ROW WHEN (OLD.hub IS DISTINCT FROM NEW.hub) EXECUTE FUNCTION notify_learning_changed_for_user();
