CREATE TABLE "delivery_recipients" (
	"delivery_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"line_user_id" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "delivery_recipients_delivery_id_seq_pk" PRIMARY KEY("delivery_id","seq")
);
--> statement-breakpoint
CREATE TABLE "delivery_sandbox_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"delivery_id" integer,
	"kind" text NOT NULL,
	"retry_key" text NOT NULL,
	"to" jsonb NOT NULL,
	"messages" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "messages" jsonb;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "per_friend" boolean;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "sandbox" boolean;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_recipients" ADD CONSTRAINT "delivery_recipients_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_sandbox_requests" ADD CONSTRAINT "delivery_sandbox_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_recipients_friend_idx" ON "delivery_recipients" USING btree ("friend_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_sandbox_requests_key_idx" ON "delivery_sandbox_requests" USING btree ("retry_key");--> statement-breakpoint
CREATE INDEX "delivery_sandbox_requests_account_idx" ON "delivery_sandbox_requests" USING btree ("account_id","id");