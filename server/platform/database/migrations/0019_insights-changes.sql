-- Every commit that changes what a vendor's account insights read notifies 'insights_changed', once
-- per transaction (PostgreSQL folds identical notifications), when and only when it commits: each
-- app instance then forgets the insight pages it keeps (docs/decisions/0020). Statement triggers,
-- so that a publish rewriting a million scores notifies once, and triggers rather than calls in
-- the features, so that no write path can forget.
CREATE FUNCTION notify_insights_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('insights_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER account_scores_insights_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON account_scores
  FOR EACH STATEMENT EXECUTE FUNCTION notify_insights_changed();--> statement-breakpoint
CREATE TRIGGER vendor_rankings_insights_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendor_rankings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_insights_changed();--> statement-breakpoint
CREATE TRIGGER account_highlights_insights_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON account_highlights
  FOR EACH STATEMENT EXECUTE FUNCTION notify_insights_changed();--> statement-breakpoint
CREATE TRIGGER tracked_accounts_insights_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tracked_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_insights_changed();--> statement-breakpoint
CREATE TRIGGER decision_cycles_insights_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON decision_cycles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_insights_changed();--> statement-breakpoint
CREATE TRIGGER decision_cycle_vendors_insights_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON decision_cycle_vendors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_insights_changed();--> statement-breakpoint
CREATE TRIGGER meetings_insights_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON meetings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_insights_changed();--> statement-breakpoint
CREATE TRIGGER company_match_points_insights_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_match_points
  FOR EACH STATEMENT EXECUTE FUNCTION notify_insights_changed();--> statement-breakpoint
CREATE TRIGGER company_admins_insights_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_admins
  FOR EACH STATEMENT EXECUTE FUNCTION notify_insights_changed();--> statement-breakpoint
CREATE TRIGGER plans_insights_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION notify_insights_changed();--> statement-breakpoint
-- Of companies and users, only what the pages show or who the vendor is: a profile's other edits,
-- follower counts and sign-ins leave the pages alone.
CREATE TRIGGER companies_insights_changed
  AFTER UPDATE OF name, logo_upload_id, industry, size, revenue_band OR DELETE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_insights_changed();--> statement-breakpoint
CREATE TRIGGER users_insights_changed
  AFTER INSERT OR UPDATE OF name, account_type, company_id, plan_name, insights_paused_at OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_insights_changed();
