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
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rich_menu_links" ADD CONSTRAINT "rich_menu_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rich_menu_links" ADD CONSTRAINT "rich_menu_links_menu_id_rich_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."rich_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rich_menu_publish_log" ADD CONSTRAINT "rich_menu_publish_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rich_menu_publish_log" ADD CONSTRAINT "rich_menu_publish_log_menu_id_rich_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."rich_menus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rich_menu_sandbox_calls" ADD CONSTRAINT "rich_menu_sandbox_calls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rich_menus" ADD CONSTRAINT "rich_menus_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rich_menu_links_friend_idx" ON "rich_menu_links" USING btree ("account_id","friend_id");--> statement-breakpoint
CREATE INDEX "rich_menu_links_menu_idx" ON "rich_menu_links" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "rich_menu_publish_log_account_idx" ON "rich_menu_publish_log" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "rich_menu_sandbox_calls_account_idx" ON "rich_menu_sandbox_calls" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "rich_menus_account_idx" ON "rich_menus" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rich_menus_alias_idx" ON "rich_menus" USING btree ("account_id","alias_id") WHERE "rich_menus"."alias_id" IS NOT NULL;