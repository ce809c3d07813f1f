CREATE TABLE "page_answer_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"token" text NOT NULL,
	"answer_id" integer,
	"field_id" text,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_answer_files_token_key" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "page_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"friend_id" integer,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_goal_clicks" (
	"page_id" integer NOT NULL,
	"block_id" text NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "page_goal_clicks_page_id_block_id_day_visitor_pk" PRIMARY KEY("page_id","block_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "page_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"liff_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"page_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"friend_id" integer,
	CONSTRAINT "page_views_page_id_day_visitor_pk" PRIMARY KEY("page_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ogp_media_id" integer,
	"theme" text,
	"goal" text,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"publish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_code_key" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "page_answer_files" ADD CONSTRAINT "page_answer_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_answer_files" ADD CONSTRAINT "page_answer_files_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_answer_files" ADD CONSTRAINT "page_answer_files_answer_id_page_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."page_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_answers" ADD CONSTRAINT "page_answers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_answers" ADD CONSTRAINT "page_answers_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_goal_clicks" ADD CONSTRAINT "page_goal_clicks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_settings" ADD CONSTRAINT "page_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_answer_files_answer_idx" ON "page_answer_files" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "page_answers_page_idx" ON "page_answers" USING btree ("page_id","id");--> statement-breakpoint
CREATE INDEX "page_answers_friend_idx" ON "page_answers" USING btree ("page_id","friend_id") WHERE friend_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "pages_account_idx" ON "pages" USING btree ("account_id","kind","updated_at");--> statement-breakpoint
CREATE INDEX "pages_publish_at_idx" ON "pages" USING btree ("publish_at") WHERE publish_at IS NOT NULL;--> statement-breakpoint
-- Issue 33: forms and surveys get a key of their own (FORM_WRITE, our addition to §6: a form
-- writes into friends' information and tags). As in 0026, an owner's role gets it, so nothing an
-- owner could do is taken away; other roles get none.
UPDATE "roles" SET "permissions" = ARRAY(
  SELECT DISTINCT unnest("permissions" || ARRAY['FORM_WRITE']::text[])
  ORDER BY 1
)
WHERE "id" IN (SELECT "role_id" FROM "users" WHERE "is_owner");
