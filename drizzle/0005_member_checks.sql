-- Checked access tokens kept in memory on the embedded database (src/server/services/access-cache.ts): every change
-- to what an access-token check reads (a member's account, profile or sessions) and every bump of the feed change
-- counter is announced on the channel fitgroup_member_checks, and the listening process forgets every kept check.
-- NOTIFY is delivered at commit (nothing for a rolled-back change) and once per transaction. Statement triggers: a
-- statement changing thousands of rows notifies once. New sessions and new members change no kept check.
CREATE FUNCTION member_checks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fitgroup_member_checks', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER member_checks_users AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION member_checks_changed();
--> statement-breakpoint
CREATE TRIGGER member_checks_profiles AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION member_checks_changed();
--> statement-breakpoint
CREATE TRIGGER member_checks_sessions AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION member_checks_changed();
--> statement-breakpoint
CREATE TRIGGER member_checks_feed_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feed_changes
  FOR EACH STATEMENT EXECUTE FUNCTION member_checks_changed();
