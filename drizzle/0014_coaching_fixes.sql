ALTER TABLE "notifications" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "weekly_logs" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id");--> statement-breakpoint
-- A week saved before checked_in_at existed was checked in at the latest when it was last saved: the best time kept.
UPDATE "weekly_logs" SET "checked_in_at" = "updated_at"
WHERE "biceps" IS NOT NULL OR "chest" IS NOT NULL OR "waist" IS NOT NULL OR "hips" IS NOT NULL OR "thighs" IS NOT NULL
  OR "weight" IS NOT NULL OR coalesce("journal", '') <> '' OR "progress_picture_key" IS NOT NULL;
--> statement-breakpoint
-- The answers to a member's weeks are part of their own profile's answer (weeks.ts), so week_feedback moves the
-- member's counter as daily_logs do: through the week it belongs to. The function is 0004's with that one branch.
CREATE OR REPLACE FUNCTION profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF TG_OP = 'DELETE' THEN
      DELETE FROM profile_changes WHERE user_id = OLD.id;
    ELSE
      PERFORM profile_changed_for(NEW.id);
    END IF;
  ELSIF TG_TABLE_NAME IN ('daily_logs', 'week_feedback') THEN
    -- A day or an answer belongs to a member through its week (gone when the week was deleted: the week's own
    -- trigger bumped).
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
CREATE CONSTRAINT TRIGGER profile_changes_week_feedback AFTER INSERT OR DELETE ON week_feedback
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION profile_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profile_changes_week_feedback_updated AFTER UPDATE ON week_feedback
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION profile_changed();
--> statement-breakpoint
CREATE TRIGGER profile_changes_week_feedback_truncated AFTER TRUNCATE ON week_feedback FOR EACH STATEMENT EXECUTE FUNCTION profiles_truncated();
