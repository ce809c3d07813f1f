CREATE TABLE "salon_google_calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"token_id" integer NOT NULL,
	"calendar_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_google_events" (
	"link_id" integer NOT NULL,
	"source_key" text NOT NULL,
	"google_event_id" text NOT NULL,
	"hash" text NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "salon_google_events_link_id_source_key_pk" PRIMARY KEY("link_id","source_key")
);
--> statement-breakpoint
CREATE TABLE "salon_google_calendar_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"calendar_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"changes" integer DEFAULT 1 NOT NULL,
	"synced" integer DEFAULT 0 NOT NULL,
	"force" boolean DEFAULT false NOT NULL,
	"removed_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "salon_google_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_google_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"refresh_token" text NOT NULL,
	"access_token" text,
	"expires_at" timestamp with time zone,
	"valid" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salon_google_calendars" ADD CONSTRAINT "salon_google_calendars_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_google_calendars" ADD CONSTRAINT "salon_google_calendars_resource_id_salon_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."salon_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_google_calendars" ADD CONSTRAINT "salon_google_calendars_token_id_salon_google_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."salon_google_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_google_events" ADD CONSTRAINT "salon_google_events_link_id_salon_google_calendar_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."salon_google_calendar_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_google_calendar_links" ADD CONSTRAINT "salon_google_calendar_links_calendar_id_salon_google_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."salon_google_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_google_oauth_states" ADD CONSTRAINT "salon_google_oauth_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_google_oauth_states" ADD CONSTRAINT "salon_google_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_google_tokens" ADD CONSTRAINT "salon_google_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salon_google_calendars_unique_idx" ON "salon_google_calendars" USING btree ("resource_id","token_id","calendar_id");--> statement-breakpoint
CREATE INDEX "salon_google_calendars_salon_idx" ON "salon_google_calendars" USING btree ("salon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salon_google_links_purpose_idx" ON "salon_google_calendar_links" USING btree ("calendar_id","purpose");--> statement-breakpoint
CREATE INDEX "salon_google_links_pending_idx" ON "salon_google_calendar_links" USING btree ("next_attempt_at") WHERE "salon_google_calendar_links"."changes" > "salon_google_calendar_links"."synced" or "salon_google_calendar_links"."removed_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "salon_google_tokens_account_email_idx" ON "salon_google_tokens" USING btree ("account_id","email");