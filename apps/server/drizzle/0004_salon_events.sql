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
ALTER TABLE "salon_events" ADD CONSTRAINT "salon_events_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salon_events_salon_idx" ON "salon_events" USING btree ("salon_id","id");