CREATE TABLE "ad_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"platform" text NOT NULL,
	"name" text NOT NULL,
	"destination_id" text NOT NULL,
	"line_channel_id" text,
	"access_token" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"cursor_id" bigint DEFAULT 0 NOT NULL,
	"cursor_next_id" bigint DEFAULT 0 NOT NULL,
	"cursor_next_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_event_mappings" (
	"ad_account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"event_name" text NOT NULL,
	CONSTRAINT "ad_event_mappings_ad_account_id_kind_pk" PRIMARY KEY("ad_account_id","kind")
);
--> statement-breakpoint
CREATE TABLE "ad_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"ad_account_id" integer NOT NULL,
	"friend_event_id" bigint,
	"kind" text,
	"event_name" text NOT NULL,
	"event_id" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"sandbox" boolean DEFAULT false NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"tries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"http_status" integer,
	"answer" text,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD CONSTRAINT "ad_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_event_mappings" ADD CONSTRAINT "ad_event_mappings_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_sends" ADD CONSTRAINT "ad_sends_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_sends" ADD CONSTRAINT "ad_sends_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_accounts_account_idx" ON "ad_accounts" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_sends_event_idx" ON "ad_sends" USING btree ("ad_account_id","friend_event_id") WHERE friend_event_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ad_sends_log_idx" ON "ad_sends" USING btree ("ad_account_id","id");--> statement-breakpoint
CREATE INDEX "ad_sends_queue_idx" ON "ad_sends" USING btree ("ad_account_id","id") WHERE status IN ('waiting', 'sending');--> statement-breakpoint
-- Issue 32: ad connection gets a key of its own (spec §6 names none). As in 0013 and 0016, an
-- owner's role gets it, so nothing an owner could do is taken away; other roles get none.
UPDATE "roles" SET "permissions" = ARRAY(
  SELECT DISTINCT unnest("permissions" || ARRAY['AD_CONNECT_WRITE']::text[])
  ORDER BY 1
)
WHERE "id" IN (SELECT "role_id" FROM "users" WHERE "is_owner");
