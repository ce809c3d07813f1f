CREATE TABLE "journey_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"order" integer NOT NULL,
	"editable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"group_id" integer,
	"order" integer NOT NULL,
	"favorite" boolean DEFAULT false NOT NULL,
	"favorite_order" integer,
	"member_query_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"entry" jsonb DEFAULT '{"type":"member_query"}'::jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journey_groups" ADD CONSTRAINT "journey_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_tags" ADD CONSTRAINT "journey_tags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_group_id_journey_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."journey_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journey_groups_account_idx" ON "journey_groups" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "journey_tags_account_idx" ON "journey_tags" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "journeys_account_group_idx" ON "journeys" USING btree ("account_id","group_id","order");