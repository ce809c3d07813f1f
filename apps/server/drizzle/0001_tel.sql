CREATE TABLE "tel_order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"tel" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"template_id" integer NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"lease_expires_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"error_message" text,
	"line_request_id" text,
	"rendered_message" jsonb
);
--> statement-breakpoint
CREATE TABLE "tel_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"count_all" integer DEFAULT 0 NOT NULL,
	"count_success" integer DEFAULT 0 NOT NULL,
	"count_failed" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ordered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tel_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tel_order_lines" ADD CONSTRAINT "tel_order_lines_order_id_tel_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."tel_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tel_orders" ADD CONSTRAINT "tel_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tel_orders" ADD CONSTRAINT "tel_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tel_templates" ADD CONSTRAINT "tel_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tel_order_lines_order_idx" ON "tel_order_lines" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "tel_order_lines_due_idx" ON "tel_order_lines" USING btree ("scheduled_at") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "tel_order_lines_lease_idx" ON "tel_order_lines" USING btree ("lease_expires_at") WHERE status = 2;--> statement-breakpoint
CREATE INDEX "tel_orders_account_idx" ON "tel_orders" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "tel_templates_account_idx" ON "tel_templates" USING btree ("account_id","id");