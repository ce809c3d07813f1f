CREATE TABLE "entry_source_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_bot" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_sources_code_key" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "friend_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"source_id" integer,
	"ref_id" integer,
	"value" jsonb,
	"key" text
);
--> statement-breakpoint
CREATE TABLE "funnels" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"window_days" integer NOT NULL,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "line_channels" ADD COLUMN "basic_id" text;--> statement-breakpoint
ALTER TABLE "entry_source_visits" ADD CONSTRAINT "entry_source_visits_source_id_entry_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."entry_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_sources" ADD CONSTRAINT "entry_sources_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_events" ADD CONSTRAINT "friend_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnels" ADD CONSTRAINT "funnels_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_source_visits_source_idx" ON "entry_source_visits" USING btree ("source_id","at");--> statement-breakpoint
CREATE INDEX "entry_sources_account_idx" ON "entry_sources" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "friend_events_kind_idx" ON "friend_events" USING btree ("account_id","kind","friend_id","at","source_id","ref_id");--> statement-breakpoint
CREATE INDEX "friend_events_friend_idx" ON "friend_events" USING btree ("account_id","friend_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "friend_events_key_idx" ON "friend_events" USING btree ("account_id","key") WHERE key IS NOT NULL;--> statement-breakpoint
CREATE INDEX "funnels_account_idx" ON "funnels" USING btree ("account_id","id");