CREATE TABLE "line_follow_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"webhook_event_id" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"is_unblocked" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"lease_expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "follow_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"greeting_enabled" boolean DEFAULT false NOT NULL,
	"greeting_type" text DEFAULT 'messages' NOT NULL,
	"template_id" integer,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"journey_id" integer,
	"refollow" text DEFAULT 'same_as_new' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "line_follow_events" ADD CONSTRAINT "line_follow_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_settings" ADD CONSTRAINT "follow_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_settings" ADD CONSTRAINT "follow_settings_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "line_follow_events_event_idx" ON "line_follow_events" USING btree ("account_id","webhook_event_id");--> statement-breakpoint
CREATE INDEX "line_follow_events_status_idx" ON "line_follow_events" USING btree ("status","id");