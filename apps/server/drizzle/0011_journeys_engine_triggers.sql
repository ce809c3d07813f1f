CREATE TABLE "journey_enrollment_tags" (
	"enrollment_id" bigint NOT NULL,
	"tag_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_enrollment_tags_enrollment_id_tag_id_pk" PRIMARY KEY("enrollment_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "journey_enrollments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"journey_id" integer NOT NULL,
	"version" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"step_index" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_by" text,
	"lease_expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_step_counts" (
	"journey_id" integer NOT NULL,
	"step_index" integer NOT NULL,
	"done" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "journey_step_counts_journey_id_step_index_pk" PRIMARY KEY("journey_id","step_index")
);
--> statement-breakpoint
CREATE TABLE "journey_versions" (
	"journey_id" integer NOT NULL,
	"version" integer NOT NULL,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_versions_journey_id_version_pk" PRIMARY KEY("journey_id","version")
);
--> statement-breakpoint
CREATE TABLE "line_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"line_user_id" text NOT NULL,
	"retry_key" text NOT NULL,
	"messages" jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_api_fires" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"trigger_id" integer NOT NULL,
	"key_id" integer,
	"idempotency_key" text,
	"body_hash" text NOT NULL,
	"friend_id" integer,
	"status" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "open_api_trigger_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"trigger_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"action_id" integer,
	"text" text DEFAULT '' NOT NULL,
	"member_query_id" integer,
	"state" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_api_triggers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fired_count" integer DEFAULT 0 NOT NULL,
	"last_fired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journey_enrollment_tags" ADD CONSTRAINT "journey_enrollment_tags_enrollment_id_journey_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."journey_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_enrollment_tags" ADD CONSTRAINT "journey_enrollment_tags_tag_id_journey_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."journey_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_enrollments" ADD CONSTRAINT "journey_enrollments_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_step_counts" ADD CONSTRAINT "journey_step_counts_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_versions" ADD CONSTRAINT "journey_versions_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_api_fires" ADD CONSTRAINT "open_api_fires_trigger_id_open_api_triggers_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "public"."open_api_triggers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_api_keys" ADD CONSTRAINT "open_api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_api_trigger_actions" ADD CONSTRAINT "open_api_trigger_actions_trigger_id_open_api_triggers_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "public"."open_api_triggers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_api_triggers" ADD CONSTRAINT "open_api_triggers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journey_enrollment_tags_tag_idx" ON "journey_enrollment_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journey_enrollments_friend_idx" ON "journey_enrollments" USING btree ("journey_id","friend_id");--> statement-breakpoint
CREATE INDEX "journey_enrollments_due_idx" ON "journey_enrollments" USING btree ("due_at") WHERE state = 0;--> statement-breakpoint
CREATE INDEX "journey_enrollments_lease_idx" ON "journey_enrollments" USING btree ("lease_expires_at") WHERE state = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "line_outbox_retry_key_idx" ON "line_outbox" USING btree ("retry_key");--> statement-breakpoint
CREATE INDEX "line_outbox_account_idx" ON "line_outbox" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "open_api_fires_key_idx" ON "open_api_fires" USING btree ("account_id","idempotency_key") WHERE idempotency_key IS NOT NULL;--> statement-breakpoint
CREATE INDEX "open_api_fires_created_idx" ON "open_api_fires" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "open_api_keys_hash_idx" ON "open_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "open_api_keys_account_idx" ON "open_api_keys" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "open_api_trigger_actions_trigger_idx" ON "open_api_trigger_actions" USING btree ("trigger_id");--> statement-breakpoint
CREATE INDEX "open_api_triggers_account_idx" ON "open_api_triggers" USING btree ("account_id");