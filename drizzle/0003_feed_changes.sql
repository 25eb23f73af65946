CREATE TABLE "feed_changes" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"bumped_by" bigint,
	CONSTRAINT "feed_changes_one_row" CHECK ("feed_changes"."id" = 1)
);
--> statement-breakpoint
-- The feed cache's change counter (src/server/services/feed-cache.ts). Every change to what GET community/ and the
-- member pages' posts show bumps feed_changes.version: posts, comments, blocks (either way), a member's name or
-- picture key, a member deleted. The triggers are deferred constraint triggers: the bump runs at commit, as the
-- writer's last lock, so the one hot row never takes part in a deadlock; and once per transaction (bumped_by), so a
-- statement writing thousands of rows updates it once.
INSERT INTO "feed_changes" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION feed_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE feed_changes SET version = version + 1, bumped_by = txid_current()
  WHERE id = 1 AND bumped_by IS DISTINCT FROM txid_current();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER feed_changes_posts AFTER INSERT OR UPDATE OR DELETE ON posts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION feed_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER feed_changes_comments AFTER INSERT OR UPDATE OR DELETE ON comments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION feed_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER feed_changes_blocks AFTER INSERT OR UPDATE OR DELETE ON blocks
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION feed_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER feed_changes_users_deleted AFTER DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION feed_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER feed_changes_users_renamed AFTER UPDATE OF full_name ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name) EXECUTE FUNCTION feed_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER feed_changes_profiles AFTER INSERT OR DELETE ON profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION feed_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER feed_changes_profiles_picture AFTER UPDATE OF image_key, user_id ON profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.image_key IS DISTINCT FROM NEW.image_key OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION feed_changed();
--> statement-breakpoint
-- TRUNCATE fires no row triggers: these statement triggers cover it (the app never truncates; tools might).
CREATE TRIGGER feed_changes_posts_truncated AFTER TRUNCATE ON posts FOR EACH STATEMENT EXECUTE FUNCTION feed_changed();
--> statement-breakpoint
CREATE TRIGGER feed_changes_comments_truncated AFTER TRUNCATE ON comments FOR EACH STATEMENT EXECUTE FUNCTION feed_changed();
--> statement-breakpoint
CREATE TRIGGER feed_changes_blocks_truncated AFTER TRUNCATE ON blocks FOR EACH STATEMENT EXECUTE FUNCTION feed_changed();
--> statement-breakpoint
CREATE TRIGGER feed_changes_users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION feed_changed();
--> statement-breakpoint
CREATE TRIGGER feed_changes_profiles_truncated AFTER TRUNCATE ON profiles FOR EACH STATEMENT EXECUTE FUNCTION feed_changed();
