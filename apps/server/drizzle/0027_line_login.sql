CREATE TABLE "entry_attributions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"line_user_id" text NOT NULL,
	"source_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_login_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "line_channels" ADD COLUMN "login_channel_id" text;--> statement-breakpoint
ALTER TABLE "line_channels" ADD COLUMN "login_channel_secret" text;--> statement-breakpoint
ALTER TABLE "entry_attributions" ADD CONSTRAINT "entry_attributions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_attributions" ADD CONSTRAINT "entry_attributions_source_id_entry_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."entry_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_login_states" ADD CONSTRAINT "entry_login_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_login_states" ADD CONSTRAINT "entry_login_states_source_id_entry_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."entry_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_attributions_user_idx" ON "entry_attributions" USING btree ("account_id","line_user_id","at");--> statement-breakpoint
CREATE INDEX "entry_login_states_expires_idx" ON "entry_login_states" USING btree ("expires_at");