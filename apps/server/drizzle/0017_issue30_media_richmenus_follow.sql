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
CREATE TABLE "rich_menu_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"line_user_id" text NOT NULL,
	"menu_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rich_menu_publish_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"menu_id" integer,
	"action" text NOT NULL,
	"ok" boolean NOT NULL,
	"message" text,
	"line_rich_menu_id" text,
	"live_alias_id" text,
	"live_default" boolean DEFAULT false NOT NULL,
	"previous_line_rich_menu_id" text,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rich_menu_sandbox_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"call" text NOT NULL,
	"args" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rich_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"chat_bar_text" text NOT NULL,
	"mode" text NOT NULL,
	"layout" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"image_id" integer,
	"areas" jsonb NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"alias_id" text,
	"tab_group" text,
	"audience_type" text DEFAULT 'none' NOT NULL,
	"member_query_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"line_rich_menu_id" text,
	"live_alias_id" text,
	"live_default" boolean DEFAULT false NOT NULL,
	"changed_since_publish" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"busy_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"search_name" text DEFAULT '' NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"media_id" integer NOT NULL,
	"variant" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"key" text NOT NULL,
	"etag" text NOT NULL,
	CONSTRAINT "media_variants_media_id_variant_pk" PRIMARY KEY("media_id","variant")
);
--> statement-breakpoint
ALTER TABLE "line_follow_events" ADD CONSTRAINT "line_follow_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_settings" ADD CONSTRAINT "follow_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_settings" ADD CONSTRAINT "follow_settings_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rich_menu_links" ADD CONSTRAINT "rich_menu_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rich_menu_links" ADD CONSTRAINT "rich_menu_links_menu_id_rich_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."rich_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rich_menu_publish_log" ADD CONSTRAINT "rich_menu_publish_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rich_menu_publish_log" ADD CONSTRAINT "rich_menu_publish_log_menu_id_rich_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."rich_menus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rich_menu_sandbox_calls" ADD CONSTRAINT "rich_menu_sandbox_calls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rich_menus" ADD CONSTRAINT "rich_menus_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rich_menus" ADD CONSTRAINT "rich_menus_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "line_follow_events_event_idx" ON "line_follow_events" USING btree ("account_id","webhook_event_id");--> statement-breakpoint
CREATE INDEX "line_follow_events_status_idx" ON "line_follow_events" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rich_menu_links_friend_idx" ON "rich_menu_links" USING btree ("account_id","friend_id");--> statement-breakpoint
CREATE INDEX "rich_menu_links_menu_idx" ON "rich_menu_links" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "rich_menu_publish_log_account_idx" ON "rich_menu_publish_log" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "rich_menu_sandbox_calls_account_idx" ON "rich_menu_sandbox_calls" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "rich_menus_account_idx" ON "rich_menus" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rich_menus_alias_idx" ON "rich_menus" USING btree ("account_id","alias_id") WHERE "rich_menus"."alias_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "media_token_idx" ON "media" USING btree ("token");--> statement-breakpoint
CREATE INDEX "media_account_idx" ON "media" USING btree ("account_id","created_at");