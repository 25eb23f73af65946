CREATE TABLE "profile_changes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"bumped_by" bigint
);
--> statement-breakpoint
-- The own-profile cache's change counters (src/server/services/profile-cache.ts), one per member: every change to
-- what GET user/profile/ answers a member bumps theirs: their account's name, email or join date, their profile row
-- (any column), their weeks and their days. Like the feed's (0003_feed_changes.sql) the triggers are deferred
-- constraint triggers: the bump runs at commit, once per transaction and member (bumped_by). No foreign key: the
-- counter of a deleted member is removed by the trigger, at the commit of the deletion. A member without a row reads
-- as 0 (every member gets one below and when they register, so this is only the deleted ones).
INSERT INTO "profile_changes" ("user_id", "version") SELECT "id", 0 FROM "users";
--> statement-breakpoint
CREATE FUNCTION profile_changed_for(member integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF member IS NULL THEN RETURN; END IF;
  -- Only for a member who still exists: the rows a deletion cascades to must not bring their counter back.
  INSERT INTO profile_changes AS c (user_id, version, bumped_by)
  SELECT member, 1, txid_current() WHERE EXISTS (SELECT 1 FROM users WHERE id = member)
  ON CONFLICT (user_id) DO UPDATE SET version = c.version + 1, bumped_by = txid_current()
  WHERE c.bumped_by IS DISTINCT FROM txid_current();
END
$$;
--> statement-breakpoint
CREATE FUNCTION profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF TG_OP = 'DELETE' THEN
      DELETE FROM profile_changes WHERE user_id = OLD.id;
    ELSE
      PERFORM profile_changed_for(NEW.id);
    END IF;
  ELSIF TG_TABLE_NAME = 'daily_logs' THEN
    -- A day belongs to a member through its week (gone when the week was deleted: the week's own trigger bumped).
    IF TG_OP <> 'INSERT' THEN
      PERFORM profile_changed_for((SELECT user_id FROM weekly_logs WHERE id = OLD.weekly_log_id));
    END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.weekly_log_id IS DISTINCT FROM OLD.weekly_log_id) THEN
      PERFORM profile_changed_for((SELECT user_id FROM weekly_logs WHERE id = NEW.weekly_log_id));
    END IF;
  ELSE
    -- profiles and weekly_logs: the member is user_id (both when a row moves from one to another).
    IF TG_OP <> 'INSERT' THEN PERFORM profile_changed_for(OLD.user_id); END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
      PERFORM profile_changed_for(NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profile_changes_users_added AFTER INSERT ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION profile_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profile_changes_users_deleted AFTER DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION profile_changed();
--> statement-breakpoint
-- Only the columns the answer shows: sign-ins and token versions leave the counter still.
CREATE CONSTRAINT TRIGGER profile_changes_users_shown AFTER UPDATE OF full_name, email, created_at ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.email IS DISTINCT FROM NEW.email OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION profile_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profile_changes_profiles AFTER INSERT OR DELETE ON profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION profile_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profile_changes_profiles_updated AFTER UPDATE ON profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION profile_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profile_changes_weekly_logs AFTER INSERT OR DELETE ON weekly_logs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION profile_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profile_changes_weekly_logs_updated AFTER UPDATE ON weekly_logs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION profile_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profile_changes_daily_logs AFTER INSERT OR DELETE ON daily_logs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION profile_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profile_changes_daily_logs_updated AFTER UPDATE ON daily_logs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION profile_changed();
--> statement-breakpoint
-- TRUNCATE fires no row triggers: every member's counter moves (the app never truncates; tools might).
CREATE FUNCTION profiles_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profile_changes AS c (user_id, version) SELECT id, 1 FROM users
  ON CONFLICT (user_id) DO UPDATE SET version = c.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profile_changes_profiles_truncated AFTER TRUNCATE ON profiles FOR EACH STATEMENT EXECUTE FUNCTION profiles_truncated();
--> statement-breakpoint
CREATE TRIGGER profile_changes_weekly_logs_truncated AFTER TRUNCATE ON weekly_logs FOR EACH STATEMENT EXECUTE FUNCTION profiles_truncated();
--> statement-breakpoint
CREATE TRIGGER profile_changes_daily_logs_truncated AFTER TRUNCATE ON daily_logs FOR EACH STATEMENT EXECUTE FUNCTION profiles_truncated();
