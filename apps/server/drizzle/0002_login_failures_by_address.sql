DROP INDEX "login_failures_email_idx";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_email_ip_idx" ON "login_failures" USING btree ("email","ip","failed_at");