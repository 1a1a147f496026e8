-- Published courses' titles and summaries join Discover's spelling vocabulary, as posts, content
-- and events do: a course's own word is known as typed, and a misspelling of it is corrected to it.
-- A draft adds nothing until it is published.
CREATE OR REPLACE FUNCTION summit_index_search_terms() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'posts' THEN
    PERFORM summit_add_search_terms(NEW.body);
  ELSIF TG_TABLE_NAME = 'events' THEN
    PERFORM summit_add_search_terms(NEW.title || ' ' || NEW.description);
  ELSIF TG_TABLE_NAME = 'courses' THEN
    PERFORM summit_add_search_terms(NEW.title || ' ' || NEW.summary);
  ELSE
    PERFORM summit_add_search_terms(NEW.title || ' ' || NEW.summary || ' ' || NEW.body);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER courses_search_terms AFTER INSERT OR UPDATE OF title, summary, status ON courses
  FOR EACH ROW WHEN (NEW.status = 'published') EXECUTE FUNCTION summit_index_search_terms();
--> statement-breakpoint
SELECT summit_add_search_terms(title || ' ' || summary) FROM courses WHERE status = 'published';
