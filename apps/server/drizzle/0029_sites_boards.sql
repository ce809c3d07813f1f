CREATE TABLE "board_post_reads" (
	"post_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_post_reads_post_id_friend_id_pk" PRIMARY KEY("post_id","friend_id")
);
--> statement-breakpoint
CREATE TABLE "board_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"board_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"media_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"theme" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boards_code_key" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "public_access_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"friend_id" integer,
	"site_id" integer,
	"access_version" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"theme" text,
	"ogp_media_id" integer,
	"ogp_title" text DEFAULT '' NOT NULL,
	"ogp_description" text DEFAULT '' NOT NULL,
	"ga4_id" text,
	"meta_pixel_id" text,
	"access" text DEFAULT 'public' NOT NULL,
	"password_hash" text,
	"access_version" integer DEFAULT 1 NOT NULL,
	"menu" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"home_page_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_slug_key" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "path" text;--> statement-breakpoint
ALTER TABLE "board_post_reads" ADD CONSTRAINT "board_post_reads_post_id_board_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."board_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_access_sessions" ADD CONSTRAINT "public_access_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_access_sessions" ADD CONSTRAINT "public_access_sessions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_post_reads_post_idx" ON "board_post_reads" USING btree ("post_id","read_at");--> statement-breakpoint
CREATE INDEX "board_posts_board_idx" ON "board_posts" USING btree ("board_id","pinned","published_at");--> statement-breakpoint
CREATE INDEX "boards_account_idx" ON "boards" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "public_access_sessions_expires_idx" ON "public_access_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sites_account_idx" ON "sites" USING btree ("account_id","updated_at");--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pages_site_path_key" ON "pages" USING btree ("site_id","path") WHERE site_id IS NOT NULL;