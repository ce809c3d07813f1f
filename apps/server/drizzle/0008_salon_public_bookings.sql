CREATE TABLE "salon_booking_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"reservation_id" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salon_reservations" ADD COLUMN "source" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_reservations" ADD COLUMN "customer_info" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_reservations" ADD COLUMN "public_token_hash" text;--> statement-breakpoint
ALTER TABLE "salon_booking_keys" ADD CONSTRAINT "salon_booking_keys_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_booking_keys" ADD CONSTRAINT "salon_booking_keys_reservation_id_salon_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."salon_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salon_booking_keys_key_idx" ON "salon_booking_keys" USING btree ("salon_id","key_hash");--> statement-breakpoint
ALTER TABLE "salon_reservations" ADD CONSTRAINT "salon_reservations_public_token_hash_unique" UNIQUE("public_token_hash");