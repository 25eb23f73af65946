ALTER TABLE "daily_logs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_logs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;