ALTER TABLE "line_follow_events" ADD COLUMN "kind" text DEFAULT 'follow' NOT NULL;--> statement-breakpoint
ALTER TABLE "line_follow_events" ADD COLUMN "template_id" integer;