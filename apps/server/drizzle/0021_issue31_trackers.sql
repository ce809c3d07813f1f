CREATE TABLE "tracker_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tracker_id" integer NOT NULL,
	"link_id" bigint NOT NULL,
	"friend_id" integer,
	"delivery_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"device" text NOT NULL,
	"is_bot" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracker_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"tracker_id" integer NOT NULL,
	"friend_id" integer,
	"delivery_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracker_links_code_key" UNIQUE("code"),
	CONSTRAINT "tracker_links_owner_key" UNIQUE NULLS NOT DISTINCT("tracker_id","friend_id","delivery_id")
);
--> statement-breakpoint
CREATE TABLE "trackers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"group_id" integer,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"journey_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracker_clicks" ADD CONSTRAINT "tracker_clicks_tracker_id_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_links" ADD CONSTRAINT "tracker_links_tracker_id_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackers" ADD CONSTRAINT "trackers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackers" ADD CONSTRAINT "trackers_group_id_content_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."content_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracker_clicks_tracker_idx" ON "tracker_clicks" USING btree ("tracker_id","at");--> statement-breakpoint
CREATE INDEX "tracker_clicks_delivery_idx" ON "tracker_clicks" USING btree ("delivery_id","friend_id");--> statement-breakpoint
CREATE INDEX "trackers_account_idx" ON "trackers" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "trackers_group_idx" ON "trackers" USING btree ("group_id");