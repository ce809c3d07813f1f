CREATE TABLE "salon_block_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"date" date NOT NULL,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"is_confirmed" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"name" text NOT NULL,
	"duration" integer NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"buffer_before" integer DEFAULT 0 NOT NULL,
	"buffer_after" integer DEFAULT 0 NOT NULL,
	"color" text NOT NULL,
	"order" integer NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_reservation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"date" date,
	"from" text,
	"to" text,
	"resource_id" integer,
	"course_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"judged_at" timestamp with time zone,
	"judged_by" integer
);
--> statement-breakpoint
CREATE TABLE "salon_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"name" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"course_id" integer,
	"member_id" integer,
	"date" date NOT NULL,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"resource_id" integer,
	"sub_resource_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"resource_fee_is_charged" boolean DEFAULT false NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"checked_at" timestamp with time zone,
	"visit_status" text,
	"is_attended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_resource_course_unlinks" (
	"salon_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "salon_resource_course_unlinks_resource_id_course_id_pk" PRIMARY KEY("resource_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "salon_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"color" text NOT NULL,
	"order" integer NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_time_shift_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"master_id" integer NOT NULL,
	"date" date NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"moved_to" date,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_time_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"repeat" text NOT NULL,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"expired_at" date
);
--> statement-breakpoint
CREATE TABLE "salons" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salon_block_times" ADD CONSTRAINT "salon_block_times_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_block_times" ADD CONSTRAINT "salon_block_times_resource_id_salon_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."salon_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_courses" ADD CONSTRAINT "salon_courses_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_reservation_requests" ADD CONSTRAINT "salon_reservation_requests_reservation_id_salon_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."salon_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_reservation_requests" ADD CONSTRAINT "salon_reservation_requests_judged_by_users_id_fk" FOREIGN KEY ("judged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_reservations" ADD CONSTRAINT "salon_reservations_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_reservations" ADD CONSTRAINT "salon_reservations_course_id_salon_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."salon_courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_reservations" ADD CONSTRAINT "salon_reservations_resource_id_salon_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."salon_resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_resource_course_unlinks" ADD CONSTRAINT "salon_resource_course_unlinks_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_resource_course_unlinks" ADD CONSTRAINT "salon_resource_course_unlinks_resource_id_salon_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."salon_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_resource_course_unlinks" ADD CONSTRAINT "salon_resource_course_unlinks_course_id_salon_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."salon_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_resources" ADD CONSTRAINT "salon_resources_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_time_shift_exceptions" ADD CONSTRAINT "salon_time_shift_exceptions_master_id_salon_time_shifts_id_fk" FOREIGN KEY ("master_id") REFERENCES "public"."salon_time_shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_time_shifts" ADD CONSTRAINT "salon_time_shifts_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_time_shifts" ADD CONSTRAINT "salon_time_shifts_resource_id_salon_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."salon_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salon_block_times_date_idx" ON "salon_block_times" USING btree ("salon_id","date");--> statement-breakpoint
CREATE INDEX "salon_courses_salon_idx" ON "salon_courses" USING btree ("salon_id","order");--> statement-breakpoint
CREATE INDEX "salon_reservation_requests_reservation_idx" ON "salon_reservation_requests" USING btree ("reservation_id","status");--> statement-breakpoint
CREATE INDEX "salon_reservations_date_idx" ON "salon_reservations" USING btree ("salon_id","date");--> statement-breakpoint
CREATE INDEX "salon_reservations_resource_idx" ON "salon_reservations" USING btree ("resource_id","date");--> statement-breakpoint
CREATE INDEX "salon_unlinks_salon_idx" ON "salon_resource_course_unlinks" USING btree ("salon_id");--> statement-breakpoint
CREATE INDEX "salon_resources_salon_idx" ON "salon_resources" USING btree ("salon_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "salon_time_shift_exceptions_date_idx" ON "salon_time_shift_exceptions" USING btree ("master_id","date");--> statement-breakpoint
CREATE INDEX "salon_time_shifts_resource_idx" ON "salon_time_shifts" USING btree ("salon_id","resource_id");--> statement-breakpoint
CREATE INDEX "salons_account_idx" ON "salons" USING btree ("account_id");