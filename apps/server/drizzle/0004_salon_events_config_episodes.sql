CREATE TABLE "salon_configs" (
	"salon_id" integer PRIMARY KEY NOT NULL,
	"enable_online" boolean DEFAULT false NOT NULL,
	"sync_shift" boolean DEFAULT false NOT NULL,
	"push_notification" boolean DEFAULT true NOT NULL,
	"opening" jsonb,
	"reservation" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"type" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"reservation_id" integer NOT NULL,
	"change_child_id" integer,
	"delete_child_id" integer,
	"member_display_name" text,
	"icon_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_online_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"shop_info" jsonb NOT NULL,
	"customer_info" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	CONSTRAINT "salon_online_configs_salon_id_unique" UNIQUE("salon_id")
);
--> statement-breakpoint
CREATE TABLE "salon_resource_feeds" (
	"resource_id" integer PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salon_resource_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "salon_urls" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salon_urls_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "episode_id" integer;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "follow_id" integer;--> statement-breakpoint
ALTER TABLE "salon_configs" ADD CONSTRAINT "salon_configs_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_episodes" ADD CONSTRAINT "salon_episodes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_events" ADD CONSTRAINT "salon_events_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_online_configs" ADD CONSTRAINT "salon_online_configs_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_resource_feeds" ADD CONSTRAINT "salon_resource_feeds_resource_id_salon_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."salon_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_resource_feeds" ADD CONSTRAINT "salon_resource_feeds_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_urls" ADD CONSTRAINT "salon_urls_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salon_episodes_account_idx" ON "salon_episodes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "salon_events_salon_idx" ON "salon_events" USING btree ("salon_id","id");--> statement-breakpoint
CREATE INDEX "salon_urls_salon_idx" ON "salon_urls" USING btree ("salon_id");