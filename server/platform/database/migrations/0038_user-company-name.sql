ALTER TABLE "users" ADD COLUMN "company_name" text;--> statement-breakpoint
-- Each member's company name beside them: the admin console lists 26 members a page, and a lookup
-- of each one's company cost a third of PostgreSQL's time for the page (docs/decisions/0034).
UPDATE "users" u SET "company_name" = c."name" FROM "companies" c WHERE c."id" = u."company_id";--> statement-breakpoint
-- The name follows a change of company (a merge moves people, a deleted company's people are set
-- to none), and no one writes it but this trigger.
CREATE FUNCTION summit_user_company_name() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.company_name := (SELECT name FROM companies WHERE id = NEW.company_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_company_name BEFORE INSERT OR UPDATE OF company_id, company_name ON users
  FOR EACH ROW EXECUTE FUNCTION summit_user_company_name();
--> statement-breakpoint
-- A renamed company's people show its new name (the trigger above reads it).
CREATE FUNCTION summit_company_people_name() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET company_name = NEW.name WHERE company_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_people_name AFTER UPDATE OF name ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION summit_company_people_name();
