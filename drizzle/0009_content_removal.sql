ALTER TABLE "moderation_actions" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD COLUMN "content_id" integer;