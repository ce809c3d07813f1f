CREATE TABLE "friend_tag_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friend_tag_links" (
	"tag_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friend_tag_links_tag_id_friend_id_pk" PRIMARY KEY("tag_id","friend_id")
);
--> statement-breakpoint
CREATE TABLE "friend_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"group_id" integer,
	"name" text NOT NULL,
	"order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friend_var_values" (
	"var_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "friend_var_values_var_id_friend_id_pk" PRIMARY KEY("var_id","friend_id")
);
--> statement-breakpoint
CREATE TABLE "friends" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"line_user_id" text NOT NULL,
	"display_name" text NOT NULL,
	"name_search" text NOT NULL,
	"picture_url" text,
	"status" text NOT NULL,
	"followed_at" timestamp with time zone,
	"blocked_at" timestamp with time zone,
	"status_at" timestamp with time zone,
	"last_active_at" timestamp with time zone,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"line_channel_id" text NOT NULL,
	"channel_secret" text NOT NULL,
	"access_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_webhook_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"webhook_event_id" text NOT NULL,
	"type" text NOT NULL,
	"line_user_id" text,
	"event_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"lease_expires_at" timestamp with time zone,
	"error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "var_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"var_id" integer NOT NULL,
	"name" text NOT NULL,
	"order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "var_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vars" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"group_id" integer,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"favorite" boolean DEFAULT false NOT NULL,
	"code" text,
	"value" text DEFAULT '' NOT NULL,
	"order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "friend_tag_groups" ADD CONSTRAINT "friend_tag_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_tag_links" ADD CONSTRAINT "friend_tag_links_tag_id_friend_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."friend_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_tag_links" ADD CONSTRAINT "friend_tag_links_friend_id_friends_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."friends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_tags" ADD CONSTRAINT "friend_tags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_tags" ADD CONSTRAINT "friend_tags_group_id_friend_tag_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."friend_tag_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_var_values" ADD CONSTRAINT "friend_var_values_var_id_vars_id_fk" FOREIGN KEY ("var_id") REFERENCES "public"."vars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_var_values" ADD CONSTRAINT "friend_var_values_friend_id_friends_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."friends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friends" ADD CONSTRAINT "friends_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_channels" ADD CONSTRAINT "line_channels_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_webhook_events" ADD CONSTRAINT "line_webhook_events_channel_id_line_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."line_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_queries" ADD CONSTRAINT "member_queries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "var_choices" ADD CONSTRAINT "var_choices_var_id_vars_id_fk" FOREIGN KEY ("var_id") REFERENCES "public"."vars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "var_groups" ADD CONSTRAINT "var_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vars" ADD CONSTRAINT "vars_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vars" ADD CONSTRAINT "vars_group_id_var_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."var_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "friend_tag_groups_account_idx" ON "friend_tag_groups" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "friend_tag_links_friend_idx" ON "friend_tag_links" USING btree ("friend_id");--> statement-breakpoint
CREATE INDEX "friend_tags_account_idx" ON "friend_tags" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "friend_var_values_friend_idx" ON "friend_var_values" USING btree ("friend_id");--> statement-breakpoint
CREATE UNIQUE INDEX "friends_line_user_idx" ON "friends" USING btree ("account_id","line_user_id");--> statement-breakpoint
CREATE INDEX "friends_account_followed_idx" ON "friends" USING btree ("account_id","followed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "friends_account_name_idx" ON "friends" USING btree ("account_id","name_search","id");--> statement-breakpoint
CREATE UNIQUE INDEX "line_channels_account_idx" ON "line_channels" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "line_webhook_events_event_idx" ON "line_webhook_events" USING btree ("channel_id","webhook_event_id");--> statement-breakpoint
CREATE INDEX "line_webhook_events_waiting_idx" ON "line_webhook_events" USING btree ("id") WHERE status = 0;--> statement-breakpoint
CREATE INDEX "member_queries_account_idx" ON "member_queries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "var_choices_var_idx" ON "var_choices" USING btree ("var_id");--> statement-breakpoint
CREATE INDEX "var_groups_account_idx" ON "var_groups" USING btree ("account_id","kind");--> statement-breakpoint
CREATE INDEX "vars_account_idx" ON "vars" USING btree ("account_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "vars_code_idx" ON "vars" USING btree ("account_id","kind","code");